import 'server-only';
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { studioPasskeys } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '../config';
import { recordActivity } from './activity';
import { openCeremony, takeCeremony } from './challenges';
import { deskError, verified } from './ceremony-errors';
import { expectedOrigin, type CeremonyContext } from './relying-party';
import { startSession } from './sessions';

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
  const [passkey] = await handle.db
    .select()
    .from(studioPasskeys)
    .where(
      and(eq(studioPasskeys.credentialId, input.response.id), isNull(studioPasskeys.revokedAt)),
    );
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
    await tx
      .update(studioPasskeys)
      .set({
        counter: authenticationInfo.newCounter,
        backedUp: authenticationInfo.credentialBackedUp,
        lastUsedAt: now,
      })
      .where(eq(studioPasskeys.id, passkey.id));
    const session = await startSession(tx, {
      passkeyId: passkey.id,
      userAgent: input.userAgent,
      now,
    });
    await recordActivity(tx, { id: session.sessionId }, 'session.signIn', passkey.name);
    return session;
  });
}
