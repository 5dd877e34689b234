import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  headers?: Record<string, string>;
  /** Read from the file store when the email is sent; the outbox keeps only the reference. */
  attachments?: { filename: string; contentType: string; storedFileId: string }[];
}

// Written in its record's transaction: never lost, never sent for something that was not stored.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: recordId(),
    kind: text('kind').notNull(),
    /** What the email belongs to (e.g. `booking-reminders:<id>`), so unsent ones can be withdrawn. */
    reference: text('reference'),
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Renewed while its sender works; a crashed sender's claim expires and another one sends. */
    claimedUntil: at('claimed_until'),
    /** Host, process and a random part, so a sender renews and releases only its own claims. */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    refusedAt: at('refused_at'),
    /** Not sent by then (a reminder whose session has begun): dropped unsent. */
    expiresAt: at('expires_at'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index('email_outbox_unsent_reference_idx')
      .on(table.reference)
      .where(sql`${table.sentAt} is null and ${table.reference} is not null`),
  ],
);

export type OutboxRow = typeof emailOutbox.$inferSelect;
