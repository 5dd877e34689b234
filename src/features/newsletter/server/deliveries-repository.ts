import { and, eq } from 'drizzle-orm';
import {
  newsletterConsents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  type DeliveryStatus,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export async function recipientStatusOf(db: Queryable, outboxId: string) {
  const [recipient] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscribers,
      eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
    )
    .where(eq(newsletterDeliveries.outboxId, outboxId));
  return recipient?.status;
}

export async function updateDelivery(
  tx: Queryable,
  outboxId: string,
  { status, error, now }: { status: DeliveryStatus; error: string | null; now: Date },
) {
  const [delivery] = await tx
    .update(newsletterDeliveries)
    .set({ status, lastError: error, updatedAt: now })
    .where(eq(newsletterDeliveries.outboxId, outboxId))
    .returning();
  return delivery;
}

// The subscriber's consent history names each issue they were sent.
export async function recordIssueConsent(
  tx: Queryable,
  delivery: { sendId: string; subscriberId: string; locale: string },
  now: Date,
) {
  const [send] = await tx
    .select({ article: newsletterSends.article })
    .from(newsletterSends)
    .where(eq(newsletterSends.id, delivery.sendId));
  await tx.insert(newsletterConsents).values({
    subscriberId: delivery.subscriberId,
    action: 'issue',
    source: 'newsletter',
    locale: delivery.locale,
    article: send?.article ?? null,
    createdAt: now,
  });
}

export async function markBounced(tx: Queryable, subscriberId: string, now: Date) {
  await tx
    .update(newsletterSubscribers)
    .set({ status: 'bounced', bouncedAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterSubscribers.id, subscriberId),
        eq(newsletterSubscribers.status, 'confirmed'),
      ),
    );
}
