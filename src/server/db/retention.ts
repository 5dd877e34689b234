import { subDays, subHours, subMonths } from 'date-fns';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import { deleteUncommittedFiles } from '@/server/files/store';
import type { Database } from './client';
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
async function deleteExpiredLeads(db: Database, now: Date): Promise<number> {
  const cutoff = subMonths(now, retention.leadMonths);
  return db.transaction(async (tx) => {
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
  });
}

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
  return {
    bookings: expiredBookings.length,
    leads: await deleteExpiredLeads(db, now),
    emails: expiredEmails.length,
    unfinishedUploads: await deleteUncommittedFiles(
      db,
      subHours(now, retention.unfinishedUploadHours),
    ),
  };
}

/** Sweeps at start and then daily, for as long as the server runs. */
export function startRetentionSweep(db: Database) {
  const sweep = () =>
    deleteExpiredRecords(db, new Date()).then(
      (deleted) => {
        if (Object.values(deleted).some(Boolean)) {
          console.log(
            `Retention: deleted ${deleted.bookings} bookings, ${deleted.leads} leads, ${deleted.emails} sent emails and ${deleted.unfinishedUploads} unfinished uploads.`,
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
