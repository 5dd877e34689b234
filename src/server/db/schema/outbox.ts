import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

/** One email as the outbox stores it; the sender hands it to the transport unchanged. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A calendar invitation or cancellation, sent as text/calendar with the given method. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Extra headers, e.g. the newsletter's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /**
   * Files from the database's file store (`src/server/files`), attached as they are when the
   * email is sent; the outbox keeps only the reference.
   */
  attachments?: { filename: string; contentType: string; storedFileId: string }[];
}

/**
 * Emails waiting to be sent. A row is written in the same transaction as the record it is about,
 * so an email is never lost and never sent for something that was not stored.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: recordId(),
    /** What the email is, for logs and the operator (e.g. `booking.confirmation`). */
    kind: text('kind').notNull(),
    /** What the email belongs to (e.g. `booking-reminders:<id>`), so unsent ones can be withdrawn. */
    reference: text('reference'),
    message: jsonb('message').$type<OutboxMessage>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /**
     * A sender that claimed the row holds it until then, renewing the claim while it works; a
     * crashed sender's claim expires, and another server sends the email.
     */
    claimedUntil: at('claimed_until'),
    /** Which sender holds the claim (host, process and a random part), so it can renew and release its own. */
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    /** The mail server refused it for good (a 5xx reply): never tried again. */
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
