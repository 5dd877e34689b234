import { subDays, subMonths } from 'date-fns';
import { and, isNotNull, lt } from 'drizzle-orm';
import { advisoryLockKeys, tryAdvisoryTransactionLock } from './advisory-lock';
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

export type RetentionSweepOutcome =
  | { ran: true; bookings: number; emails: number }
  /** Another server was sweeping at that moment; its sweep covers the same rows. */
  | { ran: false };

/**
 * Deletes what has outlived its retention period and says how many rows went. Every server
 * sweeps, but never two at once: the sweep holds an advisory lock and is skipped while another
 * server holds it.
 */
export async function deleteExpiredRecords(
  db: Database,
  now: Date,
): Promise<RetentionSweepOutcome> {
  return db.transaction(async (tx) => {
    if (!(await tryAdvisoryTransactionLock(tx, advisoryLockKeys.retentionSweep))) {
      return { ran: false };
    }
    const expiredBookings = await tx
      .delete(bookings)
      .where(lt(bookings.slotEnd, subMonths(now, retention.bookingMonthsAfterSession)))
      .returning({ id: bookings.id });
    const expiredEmails = await tx
      .delete(emailOutbox)
      .where(
        and(
          isNotNull(emailOutbox.sentAt),
          lt(emailOutbox.sentAt, subDays(now, retention.sentEmailDays)),
        ),
      )
      .returning({ id: emailOutbox.id });
    return { ran: true, bookings: expiredBookings.length, emails: expiredEmails.length };
  });
}

/** Sweeps at start and then daily, for as long as the server runs. */
export function startRetentionSweep(db: Database) {
  let running: Promise<void> | undefined;
  const sweep = () =>
    (running = deleteExpiredRecords(db, new Date()).then(
      (outcome) => {
        if (!outcome.ran) {
          console.log('Retention: another server is sweeping right now; this one skips its turn.');
        } else if (outcome.bookings || outcome.emails) {
          console.log(
            `Retention: deleted ${outcome.bookings} bookings and ${outcome.emails} sent emails.`,
          );
        }
      },
      (error: unknown) => console.error('Retention sweep failed; it runs again tomorrow.', error),
    ));
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    /** Stops the daily timer and lets a sweep under way finish. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
