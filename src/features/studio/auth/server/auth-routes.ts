import 'server-only';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { CEREMONY_COOKIE } from '@/config/desk';
import { env } from '@/server/env';
import { writeRoute } from '@/server/http/write-route';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { deskRateLimits, INVITE_REUSE_MINUTES } from '@/config/desk-limits';
import {
  authenticationOptionsSchema,
  authenticationVerifySchema,
  inviteRequestSchema,
  registrationOptionsSchema,
  registrationVerifySchema,
} from '../schema';
import { recordActivity } from '@/server/desk/activity-repository';
import { authenticationOptions, completeAuthentication } from './authentication';
import {
  ceremonyCookie,
  clearCeremonyCookie,
  deskJson,
  readCookie,
  sessionCookie,
} from '@/server/desk/cookies';
import { maskedAddress, sendInvite } from './invite-email';
import { hasEmailedInviteValidUntil } from './invites-repository';
import { authTranslator, describeDeskIssue } from '@/server/desk/auth-messages';
import { completeRegistration, registrationOptions } from './registration';
import { relyingParty } from './relying-party';

const ceremonyRoute = { name: 'studio-ceremony', rateLimit: deskRateLimits.ceremony };

const ceremonyToken = (request: Request) =>
  readCookie(request.headers.get('cookie'), CEREMONY_COOKIE);
const userAgent = (request: Request) => request.headers.get('user-agent') ?? '';

function signedIn(
  session: { token: string; expiresAt: Date },
  now: Date,
  extra: Record<string, string> = {},
): Response {
  return deskJson({ signedIn: true, ...extra }, [
    sessionCookie(session.token, session.expiresAt, now),
    clearCeremonyCookie(),
  ]);
}

export const registrationOptionsRoute = writeRoute(
  { ...ceremonyRoute, schema: registrationOptionsSchema, describeIssue: describeDeskIssue },
  async ({ data, locale, database }) => {
    const context = { party: relyingParty(env.SITE_URL), locale, now: new Date() };
    const started = await registrationOptions(database.db, data.token, context);
    return deskJson({ options: started.options }, [ceremonyCookie(started.ceremonyToken)]);
  },
);

export const registrationVerifyRoute = writeRoute(
  { ...ceremonyRoute, schema: registrationVerifySchema, describeIssue: describeDeskIssue },
  async ({ request, data, locale, database }) => {
    const now = new Date();
    const session = await completeRegistration(
      database,
      {
        ceremonyToken: ceremonyToken(request),
        name: data.name,
        response: data.response as unknown as RegistrationResponseJSON,
        userAgent: userAgent(request),
        notify: { to: env.STUDIO_NOTIFY_EMAIL, siteUrl: env.SITE_URL },
      },
      { party: relyingParty(env.SITE_URL), locale, now },
    );
    wakeOutboxSender();
    return signedIn(session, now, { passkey: session.passkeyId });
  },
);

export const authenticationOptionsRoute = writeRoute(
  { ...ceremonyRoute, schema: authenticationOptionsSchema, describeIssue: describeDeskIssue },
  async ({ database }) => {
    const started = await authenticationOptions(database.db, {
      party: relyingParty(env.SITE_URL),
      now: new Date(),
    });
    return deskJson({ options: started.options }, [ceremonyCookie(started.ceremonyToken)]);
  },
);

export const authenticationVerifyRoute = writeRoute(
  { ...ceremonyRoute, schema: authenticationVerifySchema, describeIssue: describeDeskIssue },
  async ({ request, data, locale, database }) => {
    const now = new Date();
    const session = await completeAuthentication(
      database,
      {
        ceremonyToken: ceremonyToken(request),
        response: data.response as unknown as AuthenticationResponseJSON,
        userAgent: userAgent(request),
      },
      { party: relyingParty(env.SITE_URL), locale, now },
    );
    return signedIn(session, now);
  },
);

export const inviteRequestRoute = writeRoute(
  {
    name: 'studio-invite',
    rateLimit: deskRateLimits.inviteRequest,
    schema: inviteRequestSchema,
    describeIssue: describeDeskIssue,
  },
  // Per client only: a global cap would let strangers use up the owner's link (one per half lifetime).
  async ({ locale, database }) => {
    const now = new Date();
    const reuseUntil = new Date(now.getTime() + INVITE_REUSE_MINUTES * 60_000);
    const sent = await database.db.transaction(async (tx) => {
      if (await hasEmailedInviteValidUntil(tx, reuseUntil)) return false;
      const to = env.STUDIO_NOTIFY_EMAIL;
      await sendInvite(tx, { source: 'request', now, siteUrl: env.SITE_URL, to, locale });
      await recordActivity(tx, null, 'invite.request');
      return true;
    });
    if (sent) wakeOutboxSender();
    const message = authTranslator(locale)('request.sent', {
      minutes: INVITE_REUSE_MINUTES,
      address: maskedAddress(env.STUDIO_NOTIFY_EMAIL),
    });
    return deskJson({ message }, [], 202);
  },
);
