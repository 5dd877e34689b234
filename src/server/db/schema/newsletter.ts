import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt, recordId } from './columns';
import { studioSessions } from './studio';

// `bounced`: the mail server refused the address for good; it gets no issue until confirmed again.
const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;

// Pending until confirmed by email; unsubscribing keeps the row, so consent history stays whole.
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: recordId(),
    /** Trimmed and lower-cased, so one person is one row however they type it. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    locale: text('locale').notNull(),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    /** SHA-256 of the confirmation link's token; the token itself exists only in the email. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmationSentAt: at('confirmation_sent_at'),
    confirmedAt: at('confirmed_at'),
    /** Not hashed: every email must carry it, and all it can do is unsubscribe this address. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: at('unsubscribed_at'),
    bouncedAt: at('bounced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(table.email),
    uniqueIndex('newsletter_subscribers_confirm_token_unique').on(table.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_token_unique').on(table.unsubscribeToken),
  ],
);

const consentActions = ['subscribe', 'confirm', 'unsubscribe', 'issue'] as const;
export type ConsentAction = (typeof consentActions)[number];

/** The consent record: rows are only ever added. */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: recordId(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    action: text('action', { enum: consentActions }).notNull(),
    /** `blogazine` or `blog-pdf` for subscriptions; `email-link`, `one-click` or `page` after. */
    source: text('source').notNull(),
    locale: text('locale').notNull(),
    article: text('article'),
    createdAt: createdAt(),
  },
  (table) => [index('newsletter_consents_subscriber_idx').on(table.subscriberId)],
);

// One issue per article, ever: the unique article is what refuses a second send.
export const newsletterSends = pgTable('newsletter_sends', {
  id: recordId(),
  article: text('article').notNull().unique(),
  sentBy: text('sent_by', { enum: ['desk', 'command-line'] }).notNull(),
  sessionId: uuid('session_id').references(() => studioSessions.id, { onDelete: 'set null' }),
  recipients: integer('recipients').notNull(),
  createdAt: createdAt(),
});

export const deliveryStatuses = ['queued', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

// `skipped`: the address left first. An erased subscriber's row stays, anonymous, for the figures.
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: recordId(),
    sendId: uuid('send_id')
      .notNull()
      .references(() => newsletterSends.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, {
      onDelete: 'set null',
    }),
    outboxId: uuid('outbox_id').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: deliveryStatuses }).notNull().default('queued'),
    lastError: text('last_error'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('newsletter_deliveries_recipient_unique').on(table.sendId, table.subscriberId),
    uniqueIndex('newsletter_deliveries_outbox_unique').on(table.outboxId),
    index('newsletter_deliveries_send_status_idx').on(table.sendId, table.status),
  ],
);

export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type NewSubscriber = typeof newsletterSubscribers.$inferInsert;
