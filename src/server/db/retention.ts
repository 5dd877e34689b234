import { subDays, subMonths } from 'date-fns';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from './client';
import { bookings, emailOutbox } from './schema';

/**
 * How long personal data stays, as the privacy policy promises. Sent emails are copies of what
 * the visitor and studio already received, so the outbox lets them go after a month.
 */
export const retention = {
  bookingMonthsAfterSession: 24,
  sentEmailDays: 30,
} as const;

const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Deletes what has outlived its retention period; returns how many rows went. */
export async function deleteExpiredRecords(db: Database, now: Date) {
  const expiredBookings = await db
    .delete(bookings)
    .where(lt(bookings.slotEnd, subMonths(now, retention.bookingMonthsAfterSession)))
    .returning({ id: bookings.id });
  const expiredEmails = await db
    .delete(emailOutbox)
    .where(
      and(
        isNotNull(emailOutbox.sentAt),
        lt(emailOutbox.sentAt, subDays(now, retention.sentEmailDays)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return { bookings: expiredBookings.length, emails: expiredEmails.length };
}

/** Sweeps at start and then daily, for as long as the server runs. */
export function startRetentionSweep(db: Database) {
  const sweep = () =>
    deleteExpiredRecords(db, new Date()).then(
      (deleted) => {
        if (deleted.bookings || deleted.emails) {
          console.log(
            `Retention: deleted ${deleted.bookings} bookings and ${deleted.emails} sent emails.`,
          );
        }
      },
      (error: unknown) => console.error('Retention sweep failed; it runs again tomorrow.', error),
    );
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: async () => clearInterval(timer) };
}
