import 'server-only';
import { passkeyNameFormSchema } from '../schema';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskError } from './ceremony-errors';
import { clearSessionCookie, deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { createInvite, inviteUrl } from './invites-repository';
import { describeDeskIssue } from '@/server/desk/auth-messages';
import { renamePasskey, revokePasskey } from './passkeys-repository';
import { endAllSessions, endSession } from './sessions-repository';

type IdParams = { id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const validId = (id: string) => UUID.test(id);

const signedOut = () => deskJson({ signedOut: true }, [clearSessionCookie()]);

export const signOutRoute = deskRoute({ name: 'sign-out' }, async ({ database, session, now }) => {
  await database.db.transaction(async (tx) => {
    await endSession(tx, session.id, now);
    await recordActivity(tx, session, 'session.signOut');
  });
  return signedOut();
});

export const signOutEverywhereRoute = deskRoute(
  { name: 'sign-out-everywhere' },
  async ({ database, session, now }) => {
    await database.db.transaction(async (tx) => {
      await recordActivity(tx, session, 'session.endAll');
      await endAllSessions(tx, now);
    });
    return signedOut();
  },
);

export const endSessionRoute = deskRoute<undefined, IdParams>(
  { name: 'end-session' },
  async ({ database, session, params, locale, now }) => {
    const ended =
      validId(params.id) &&
      (await database.db.transaction(async (tx) => {
        if (!(await endSession(tx, params.id, now))) return false;
        const own = params.id === session.id;
        await recordActivity(tx, session, own ? 'session.signOut' : 'session.end');
        return true;
      }));
    if (!ended) throw deskError(404, locale, 'notFound');
    return params.id === session.id ? signedOut() : deskJson({ signedOut: false });
  },
);

// A signed-in owner adds a passkey (a security key, another browser's) through the same link page.
export const addPasskeyLinkRoute = deskRoute(
  { name: 'add-passkey-link' },
  async ({ database, session, locale, now }) => {
    const token = await database.db.transaction(async (tx) => {
      await recordActivity(tx, session, 'invite.create');
      return createInvite(tx, 'session', now);
    });
    return deskJson({ url: inviteUrl('', locale, token) });
  },
);

export const renamePasskeyRoute = deskRoute<typeof passkeyNameFormSchema, IdParams>(
  { name: 'rename-passkey', schema: passkeyNameFormSchema, describeIssue: describeDeskIssue },
  async ({ database, session, params, data, locale }) => {
    const renamed =
      validId(params.id) &&
      (await database.db.transaction(async (tx) => {
        const result = await renamePasskey(tx, params.id, data.name);
        if (result) {
          await recordActivity(tx, session, 'passkey.rename', {
            subject: { kind: 'passkey', id: params.id },
            details: { from: result.previousName, name: data.name },
          });
        }
        return Boolean(result);
      }));
    if (!renamed) throw deskError(404, locale, 'notFound');
    return deskJson({ name: data.name });
  },
);

export const revokePasskeyRoute = deskRoute<undefined, IdParams>(
  { name: 'revoke-passkey' },
  async ({ database, session, params, locale, now }) => {
    if (!validId(params.id)) throw deskError(404, locale, 'notFound');
    const revocation = await database.db.transaction(async (tx) => {
      const result = await revokePasskey(tx, params.id, now);
      if (result.outcome === 'revoked') {
        await recordActivity(tx, session, 'passkey.revoke', {
          subject: { kind: 'passkey', id: params.id },
          details: { name: result.name },
        });
      }
      return result;
    });
    if (revocation.outcome === 'not-found') throw deskError(404, locale, 'notFound');
    if (revocation.outcome === 'last') throw deskError(409, locale, 'lastPasskey');
    return params.id === session.passkeyId ? signedOut() : deskJson({ signedOut: false });
  },
);
