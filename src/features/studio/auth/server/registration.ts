import 'server-only';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq, isNull } from 'drizzle-orm';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { isUniqueViolation, type DatabaseHandle } from '@/server/db/client';
import { studioInvites, studioPasskeys } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '../config';
import { recordActivity } from './activity';
import { openCeremony, takeCeremony } from './challenges';
import { deskError, verified } from './ceremony-errors';
import { checkInvite, spendInvite, type InviteCheck } from './invites';
import { expectedOrigin, type CeremonyContext } from './relying-party';
import { startSession } from './sessions';

function refuseInvite(check: Exclude<InviteCheck, { state: 'valid' }>, locale: Locale) {
  if (check.state === 'used') return deskError(410, locale, 'linkUsed');
  if (check.state === 'expired') return deskError(410, locale, 'linkExpired');
  return deskError(400, locale, 'linkInvalid');
}

async function activeCredentials(db: Queryable) {
  return db
    .select({ id: studioPasskeys.credentialId, transports: studioPasskeys.transports })
    .from(studioPasskeys)
    .where(isNull(studioPasskeys.revokedAt));
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

async function inviteRefusal(db: Queryable, inviteId: string, locale: Locale) {
  const [invite] = await db.select().from(studioInvites).where(eq(studioInvites.id, inviteId));
  const state = !invite ? 'invalid' : invite.usedAt ? 'used' : 'expired';
  return refuseInvite({ state }, locale);
}

interface RegistrationInput {
  ceremonyToken: string | undefined;
  name: string;
  response: RegistrationResponseJSON;
  userAgent: string;
}

// The challenge is spent before the answer is checked, so a rejected answer cannot be retried.
export async function completeRegistration(
  handle: DatabaseHandle,
  input: RegistrationInput,
  { party, locale, now }: CeremonyContext,
): Promise<{ token: string; expiresAt: Date }> {
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
        throw await inviteRefusal(tx, inviteId, locale);
      }
      const [passkey] = await tx
        .insert(studioPasskeys)
        .values({
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? [],
          backedUp: credentialBackedUp,
          name: input.name,
          createdAt: now,
        })
        .returning({ id: studioPasskeys.id });
      const session = await startSession(tx, {
        passkeyId: passkey!.id,
        userAgent: input.userAgent,
        now,
      });
      await recordActivity(tx, { id: session.sessionId }, 'passkey.add', input.name);
      return session;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw deskError(409, locale, 'alreadyRegistered');
    throw error;
  }
}
