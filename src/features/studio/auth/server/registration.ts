import 'server-only';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { isUniqueViolation, type DatabaseHandle } from '@/server/db/client';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '@/config/desk-limits';
import { recordActivity } from '@/server/desk/activity-repository';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import { openCeremony, takeCeremony } from './challenges-repository';
import { deskError, verified } from './ceremony-errors';
import {
  cancelOpenInvites,
  checkInvite,
  findInvite,
  inviteState,
  spendInvite,
  type InviteCheck,
} from './invites-repository';
import { passkeyAddedEmail } from './passkey-email';
import { activeCredentials, insertPasskey } from './passkeys-repository';
import { expectedOrigin, type CeremonyContext } from './relying-party';
import { startSession } from './sessions-repository';

function refuseInvite(check: Exclude<InviteCheck, { state: 'valid' }>, locale: Locale) {
  if (check.state === 'used') return deskError(410, locale, 'linkUsed');
  if (check.state === 'cancelled') return deskError(410, locale, 'linkCancelled');
  if (check.state === 'expired') return deskError(410, locale, 'linkExpired');
  return deskError(400, locale, 'linkInvalid');
}

export async function registrationOptions(
  db: Queryable,
  inviteToken: string,
  { party, locale, now }: CeremonyContext,
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; ceremonyToken: string }> {
  const invite = await checkInvite(db, inviteToken, now);
  if (invite.state !== 'valid') throw refuseInvite(invite, locale);
  const options = await generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userID: party.userId,
    userName: site.founder.name,
    userDisplayName: site.founder.name,
    attestationType: 'none',
    excludeCredentials: await activeCredentials(db),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: deskTimes.challengeMs,
  });
  const ceremonyToken = await openCeremony(db, {
    ceremony: 'registration',
    challenge: options.challenge,
    inviteId: invite.inviteId,
    now,
  });
  return { options, ceremonyToken };
}

async function inviteRefusal(db: Queryable, inviteId: string, locale: Locale, now: Date) {
  const invite = await findInvite(db, inviteId);
  const check = invite ? inviteState(invite, now) : { state: 'invalid' as const };
  return refuseInvite(check.state === 'valid' ? { state: 'expired' } : check, locale);
}

interface RegistrationInput {
  ceremonyToken: string | undefined;
  name: string;
  response: RegistrationResponseJSON;
  userAgent: string;
  notify: { to: string; siteUrl: string };
}

// The challenge is spent before checking, so a rejected answer cannot be retried.
export async function completeRegistration(
  handle: DatabaseHandle,
  input: RegistrationInput,
  { party, locale, now }: CeremonyContext,
): Promise<{ token: string; expiresAt: Date; passkeyId: string }> {
  const ceremony = await takeCeremony(handle.db, input.ceremonyToken, 'registration', now);
  if (!ceremony?.inviteId) throw deskError(400, locale, 'challengeInvalid');
  const inviteId = ceremony.inviteId;
  const { registrationInfo } = await verified(locale, () =>
    verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: expectedOrigin(input.response.response.clientDataJSON, party),
      expectedRPID: party.id,
      requireUserVerification: true,
    }),
  );
  if (!registrationInfo) throw deskError(400, locale, 'passkeyRejected');
  const { credential, credentialBackedUp } = registrationInfo;
  try {
    return await handle.db.transaction(async (tx) => {
      if (!(await spendInvite(tx, inviteId, now))) {
        throw await inviteRefusal(tx, inviteId, locale, now);
      }
      await cancelOpenInvites(tx, now);
      const passkeyId = await insertPasskey(tx, {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        backedUp: credentialBackedUp,
        name: input.name,
        createdAt: now,
        lastUsedAt: now,
      });
      const session = await startSession(tx, {
        passkeyId,
        userAgent: input.userAgent,
        now,
      });
      await recordActivity(tx, { id: session.sessionId }, 'passkey.add', {
        subject: { kind: 'passkey', id: passkeyId },
        details: { name: input.name },
      });
      await enqueueEmail(
        tx,
        'studio.passkey-added',
        passkeyAddedEmail({
          ...input.notify,
          locale,
          name: input.name,
          at: now,
          userAgent: input.userAgent,
        }),
      );
      return { ...session, passkeyId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw deskError(409, locale, 'alreadyRegistered');
    throw error;
  }
}
