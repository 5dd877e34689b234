import { subDays, subHours, subMonths } from 'date-fns';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { deleteUncommittedFiles } from '@/server/files/store';
import { advisoryLockKeys, tryAdvisoryTransactionLock } from './advisory-lock';
import type { Database, Transaction } from './client';
import { bookings, emailOutbox, leadFiles, leads, storedFiles } from './schema';

/**
 * How long personal data stays, as the privacy policy promises. Sent emails are copies of what
 * the visitor and studio already received, so the outbox lets them go after a month. Parts of
 * uploads that never finished are nobody's record and go after an hour.
 */
export const retention = {
  bookingMonthsAfterSession: 24,
  leadMonths: 12,
  sentEmailDays: 30,
  unfinishedUploadHours: 1,
} as const;

/** Leads (assessments, audit requests with their files, wizard answers) past their 12 months. */
async function deleteExpiredLeads(tx: Transaction, now: Date): Promise<number> {
  const cutoff = subMonths(now, retention.leadMonths);
  const expired = tx.select({ id: leads.id }).from(leads).where(lt(leads.createdAt, cutoff));
  await tx
    .delete(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        tx
          .select({ id: leadFiles.fileId })
          .from(leadFiles)
          .where(inArray(leadFiles.leadId, expired)),
      ),
    );
  const deleted = await tx
    .delete(leads)
    .where(lt(leads.createdAt, cutoff))
    .returning({ id: leads.id });
  return deleted.length;
}

const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export type RetentionSweepOutcome =
  | { ran: true; bookings: number; leads: number; emails: number; unfinishedUploads: number }
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
    return {
      ran: true,
      bookings: expiredBookings.length,
      leads: await deleteExpiredLeads(tx, now),
      emails: expiredEmails.length,
      unfinishedUploads: await deleteUncommittedFiles(
        tx,
        subHours(now, retention.unfinishedUploadHours),
      ),
    };
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
        } else if (
          outcome.bookings ||
          outcome.leads ||
          outcome.emails ||
          outcome.unfinishedUploads
        ) {
          console.log(
            `Retention: deleted ${outcome.bookings} bookings, ${outcome.leads} leads, ${outcome.emails} sent emails and ${outcome.unfinishedUploads} unfinished uploads.`,
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
