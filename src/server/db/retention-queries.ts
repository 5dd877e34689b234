import { subDays, subHours, subMonths } from 'date-fns';
import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { deleteUncommittedFiles } from '@/server/files/file-store-repository';
import { advisoryLockKeys, tryAdvisoryTransactionLock } from '@/server/db/advisory-lock';
import {
  analyticsGoals,
  analyticsViews,
  blogPreviews,
  bookings,
  emailOutbox,
  leadFiles,
  leads,
  storedFiles,
  studioActivity,
  studioChallenges,
  studioInvites,
  studioSessions,
} from '@/server/db/schema';
import type { Database, Transaction } from '@/server/db/types';

// The privacy policy promises these periods; sent emails are copies the recipients already have.
const retention = {
  bookingMonthsAfterSession: 24,
  leadMonths: 12,
  sentEmailDays: 30,
  unfinishedUploadHours: 1,
  analyticsRawDays: 30,
  // Far past any session's idle limit and any link's or challenge's lifetime.
  studioSignInDays: 30,
} as const;

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

// Their daily totals stay; the rows are counted in SQL rather than returned, being many.
async function deleteRawAnalytics(tx: Transaction, now: Date): Promise<number> {
  const cutoff = subDays(now, retention.analyticsRawDays).toISOString().slice(0, 10);
  const result = (await tx.execute(sql`
    with views as (delete from ${analyticsViews} where day < ${cutoff} returning 1),
      goals as (delete from ${analyticsGoals} where day < ${cutoff} returning 1)
    select (select count(*) from views) + (select count(*) from goals) as deleted`)) as {
    rows: { deleted: number | string }[];
  };
  return Number(result.rows[0]?.deleted ?? 0);
}

// Sessions the activity log names stay, so it keeps saying which device a change came from.
async function deleteFinishedSignIns(tx: Transaction, now: Date): Promise<number> {
  const cutoff = subDays(now, retention.studioSignInDays);
  const challenges = await tx
    .delete(studioChallenges)
    .where(lt(studioChallenges.expiresAt, cutoff))
    .returning({ id: studioChallenges.id });
  const invites = await tx
    .delete(studioInvites)
    .where(
      or(
        lt(studioInvites.usedAt, cutoff),
        and(isNull(studioInvites.usedAt), lt(studioInvites.expiresAt, cutoff)),
      ),
    )
    .returning({ id: studioInvites.id });
  const sessions = await tx
    .delete(studioSessions)
    .where(
      and(
        lt(studioSessions.lastSeenAt, cutoff),
        notExists(
          tx
            .select({ id: studioActivity.id })
            .from(studioActivity)
            .where(eq(studioActivity.sessionId, studioSessions.id)),
        ),
      ),
    )
    .returning({ id: studioSessions.id });
  return challenges.length + invites.length + sessions.length;
}

type RetentionSweepOutcome =
  | {
      ran: true;
      bookings: number;
      leads: number;
      emails: number;
      unfinishedUploads: number;
      analytics: number;
      signIns: number;
      previewLinks: number;
    }
  | { ran: false };

// Every server sweeps, never two at once: one holding the lock covers the same rows.
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
        or(
          lt(emailOutbox.sentAt, subDays(now, retention.sentEmailDays)),
          lt(emailOutbox.refusedAt, subDays(now, retention.sentEmailDays)),
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
      analytics: await deleteRawAnalytics(tx, now),
      signIns: await deleteFinishedSignIns(tx, now),
      previewLinks: (
        await tx
          .delete(blogPreviews)
          .where(lt(blogPreviews.expiresAt, now))
          .returning({ token: blogPreviews.tokenHash })
      ).length,
    };
  });
}
