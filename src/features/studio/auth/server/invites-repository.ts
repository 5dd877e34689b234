import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { deskPath } from '@/config/desk';
import { localizedPath, type Locale } from '@/i18n/routing';
import { studioInvites, type StudioInviteSource } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '@/config/desk-limits';
import { tokenHash, newSecretToken } from '@/server/secret-tokens';

export type InviteCheck =
  { state: 'valid'; inviteId: string } | { state: 'used' | 'cancelled' | 'expired' | 'invalid' };

export async function createInvite(
  tx: Queryable,
  source: StudioInviteSource,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await tx.insert(studioInvites).values({
    tokenHash: tokenHash(token),
    source,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deskTimes.inviteMs),
  });
  return token;
}

export async function hasEmailedInviteValidUntil(db: Queryable, until: Date): Promise<boolean> {
  const [invite] = await db
    .select({ id: studioInvites.id })
    .from(studioInvites)
    .where(
      and(
        inArray(studioInvites.source, ['start', 'request']),
        isNull(studioInvites.usedAt),
        isNull(studioInvites.cancelledAt),
        gt(studioInvites.expiresAt, until),
      ),
    )
    .limit(1);
  return invite !== undefined;
}

export function inviteUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath(locale, deskPath.enroll)}?token=${encodeURIComponent(token)}`;
}

export async function checkInvite(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<InviteCheck> {
  if (!token) return { state: 'invalid' };
  const [invite] = await db
    .select()
    .from(studioInvites)
    .where(eq(studioInvites.tokenHash, tokenHash(token)));
  if (!invite) return { state: 'invalid' };
  return inviteState(invite, now);
}

export function inviteState(invite: typeof studioInvites.$inferSelect, now: Date): InviteCheck {
  if (invite.usedAt) return { state: 'used' };
  if (invite.cancelledAt) return { state: 'cancelled' };
  if (invite.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', inviteId: invite.id };
}

// Conditional, so of two enrollments racing on one link only one gets it.
export async function spendInvite(tx: Queryable, inviteId: string, now: Date): Promise<boolean> {
  const spent = await tx
    .update(studioInvites)
    .set({ usedAt: now })
    .where(
      and(
        eq(studioInvites.id, inviteId),
        isNull(studioInvites.usedAt),
        isNull(studioInvites.cancelledAt),
        gt(studioInvites.expiresAt, now),
      ),
    )
    .returning({ id: studioInvites.id });
  return spent.length > 0;
}

export async function cancelOpenInvites(tx: Queryable, now: Date): Promise<void> {
  await tx
    .update(studioInvites)
    .set({ cancelledAt: now })
    .where(
      and(
        isNull(studioInvites.usedAt),
        isNull(studioInvites.cancelledAt),
        gt(studioInvites.expiresAt, now),
      ),
    );
}

export async function findInvite(db: Queryable, id: string) {
  const [invite] = await db.select().from(studioInvites).where(eq(studioInvites.id, id));
  return invite;
}
