import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { studioChallenges, type StudioCeremony } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '@/config/desk-limits';
import { newSecretToken, tokenHash } from '@/server/secret-tokens';

interface OpenCeremony {
  ceremony: StudioCeremony;
  challenge: string;
  inviteId?: string;
  now: Date;
}

// The token goes into the ceremony cookie: a challenge answers once, in the browser that asked.
export async function openCeremony(tx: Queryable, ceremony: OpenCeremony): Promise<string> {
  const token = newSecretToken();
  await tx.delete(studioChallenges).where(lt(studioChallenges.expiresAt, ceremony.now));
  await tx.insert(studioChallenges).values({
    ceremonyHash: tokenHash(token),
    ceremony: ceremony.ceremony,
    challenge: ceremony.challenge,
    inviteId: ceremony.inviteId ?? null,
    createdAt: ceremony.now,
    expiresAt: new Date(ceremony.now.getTime() + deskTimes.challengeMs),
  });
  return token;
}

export async function takeCeremony(
  tx: Queryable,
  token: string | undefined,
  ceremony: StudioCeremony,
  now: Date,
): Promise<{ challenge: string; inviteId: string | null } | undefined> {
  if (!token) return undefined;
  const [taken] = await tx
    .delete(studioChallenges)
    .where(
      and(
        eq(studioChallenges.ceremonyHash, tokenHash(token)),
        eq(studioChallenges.ceremony, ceremony),
      ),
    )
    .returning();
  if (!taken || taken.expiresAt <= now) return undefined;
  return { challenge: taken.challenge, inviteId: taken.inviteId };
}
