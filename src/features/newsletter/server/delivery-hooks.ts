import type { DeliveryStatus } from '@/server/db/schema';
import type { OutboxHooks } from '@/server/mail/outcomes';
import { ISSUE_EMAIL_KIND } from '../config';
import {
  markBounced,
  recipientStatusOf,
  recordIssueConsent,
  updateDelivery,
} from './deliveries-repository';

const deliveryStatus = {
  sent: 'sent',
  retry: 'failed',
  refused: 'bounced',
  dropped: 'skipped',
} as const satisfies Record<string, DeliveryStatus>;

// Read before each handover, so an address that left since the send began gets nothing more.
export const newsletterOutboxHooks: OutboxHooks = {
  [ISSUE_EMAIL_KIND]: {
    async stillWanted(db, row) {
      return (await recipientStatusOf(db, row.id)) === 'confirmed';
    },

    async recordOutcome(tx, row, outcome, now) {
      const delivery = await updateDelivery(tx, row.id, {
        status: deliveryStatus[outcome.kind],
        error: 'error' in outcome ? outcome.error.slice(0, 500) : null,
        now,
      });
      if (!delivery?.subscriberId) return;
      if (outcome.kind === 'sent') {
        await recordIssueConsent(tx, { ...delivery, subscriberId: delivery.subscriberId }, now);
      } else if (outcome.kind === 'refused') {
        await markBounced(tx, delivery.subscriberId, now);
      }
    },
  },
};
