import 'server-only';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import type { DatabaseHandle } from '@/server/db/client';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '@/config/desk-limits';
import { recordActivity } from '@/server/desk/activity-repository';
import { openCeremony, takeCeremony } from './challenges-repository';
import { findActivePasskeyByCredential, markPasskeyUsed } from './passkeys-repository';
import { deskError, verified } from './ceremony-errors';
import { expectedOrigin, type CeremonyContext } from './relying-party';
import { startSession } from './sessions-repository';

// No credential list: the passkeys are discoverable, so the browser offers the ones it holds.
export async function authenticationOptions(
  db: Queryable,
  { party, now }: Omit<CeremonyContext, 'locale'>,
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; ceremonyToken: string }> {
  const options = await generateAuthenticationOptions({
    rpID: party.id,
    userVerification: 'required',
    timeout: deskTimes.challengeMs,
  });
  const ceremonyToken = await openCeremony(db, {
    ceremony: 'authentication',
    challenge: options.challenge,
    now,
  });
  return { options, ceremonyToken };
}

interface AuthenticationInput {
  ceremonyToken: string | undefined;
  response: AuthenticationResponseJSON;
  userAgent: string;
}

export async function completeAuthentication(
  handle: DatabaseHandle,
  input: AuthenticationInput,
  { party, locale, now }: CeremonyContext,
): Promise<{ token: string; expiresAt: Date }> {
  const ceremony = await takeCeremony(handle.db, input.ceremonyToken, 'authentication', now);
  if (!ceremony) throw deskError(400, locale, 'challengeInvalid');
  const passkey = await findActivePasskeyByCredential(handle.db, input.response.id);
  if (!passkey) throw deskError(401, locale, 'passkeyUnknown');
  const { verified: accepted, authenticationInfo } = await verified(locale, () =>
    verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: ceremony.challenge,
      expectedOrigin: expectedOrigin(input.response.response.clientDataJSON, party),
      expectedRPID: party.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }),
  );
  if (!accepted) throw deskError(400, locale, 'passkeyRejected');
  return handle.db.transaction(async (tx) => {
    await markPasskeyUsed(tx, passkey.id, {
      counter: authenticationInfo.newCounter,
      backedUp: authenticationInfo.credentialBackedUp,
      at: now,
    });
    const session = await startSession(tx, {
      passkeyId: passkey.id,
      userAgent: input.userAgent,
      now,
    });
    await recordActivity(tx, { id: session.sessionId }, 'session.signIn');
    return session;
  });
}
