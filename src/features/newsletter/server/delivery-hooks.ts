import { and, eq } from 'drizzle-orm';
import {
  newsletterConsents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  type DeliveryStatus,
} from '@/server/db/schema';
import type { OutboxHooks } from '@/server/mail/outcomes';
import { ISSUE_EMAIL_KIND } from '../config';

const deliveryStatus = {
  sent: 'sent',
  retry: 'failed',
  refused: 'bounced',
  dropped: 'skipped',
} as const satisfies Record<string, DeliveryStatus>;

// Read just before each handover, so an address that unsubscribed (or bounced, or was erased)
// since the send began gets nothing from that moment on.
export const newsletterOutboxHooks: OutboxHooks = {
  [ISSUE_EMAIL_KIND]: {
    async stillWanted(db, row) {
      const [recipient] = await db
        .select({ status: newsletterSubscribers.status })
        .from(newsletterDeliveries)
        .innerJoin(
          newsletterSubscribers,
          eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
        )
        .where(eq(newsletterDeliveries.outboxId, row.id));
      return recipient?.status === 'confirmed';
    },

    async recordOutcome(tx, row, outcome, now) {
      const [delivery] = await tx
        .update(newsletterDeliveries)
        .set({
          status: deliveryStatus[outcome.kind],
          lastError: 'error' in outcome ? outcome.error.slice(0, 500) : null,
          updatedAt: now,
        })
        .where(eq(newsletterDeliveries.outboxId, row.id))
        .returning();
      if (!delivery?.subscriberId) return;
      if (outcome.kind === 'sent') {
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
      } else if (outcome.kind === 'refused') {
        await tx
          .update(newsletterSubscribers)
          .set({ status: 'bounced', bouncedAt: now, updatedAt: now })
          .where(
            and(
              eq(newsletterSubscribers.id, delivery.subscriberId),
              eq(newsletterSubscribers.status, 'confirmed'),
            ),
          );
      }
    },
  },
};
