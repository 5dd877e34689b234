import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { calendarWrites, connectedCalendars, type CalendarWrite } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

const pending = gt(calendarWrites.version, calendarWrites.writtenVersion);

// In the booking's transaction; nothing queues while no calendar receives bookings.
export async function queueCalendarEvent(
  tx: Queryable,
  uid: string,
  body: string | null,
): Promise<void> {
  const [writer] = await tx
    .select({ id: connectedCalendars.id })
    .from(connectedCalendars)
    .where(eq(connectedCalendars.writes, true))
    .limit(1);
  if (!writer) return;
  await tx
    .insert(calendarWrites)
    .values({ uid, body })
    .onConflictDoUpdate({
      target: calendarWrites.uid,
      set: {
        body,
        version: sql`${calendarWrites.version} + 1`,
        attempts: 0,
        nextAttemptAt: sql`now()`,
        lastError: null,
      },
    });
}

export async function claimDueWrite(
  db: Queryable,
  { now, writerId, claimMs }: { now: Date; writerId: string; claimMs: number },
): Promise<CalendarWrite | undefined> {
  const due = db
    .select({ uid: calendarWrites.uid })
    .from(calendarWrites)
    .where(
      and(
        pending,
        lte(calendarWrites.nextAttemptAt, now),
        or(isNull(calendarWrites.claimedUntil), lt(calendarWrites.claimedUntil, now)),
      ),
    )
    .orderBy(calendarWrites.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(calendarWrites)
    .set({ claimedBy: writerId, claimedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(calendarWrites.uid, due))
    .returning();
  return row;
}

const heldBy = (uid: string, writerId: string) =>
  and(eq(calendarWrites.uid, uid), eq(calendarWrites.claimedBy, writerId));

export async function markWritten(
  db: Queryable,
  write: CalendarWrite,
  writerId: string,
  at: Date,
): Promise<void> {
  await db
    .update(calendarWrites)
    .set({
      writtenVersion: write.version,
      writtenAt: at,
      attempts: 0,
      lastError: null,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(heldBy(write.uid, writerId));
}

export async function markWriteFailed(
  db: Queryable,
  write: CalendarWrite,
  writerId: string,
  { error, retryAt }: { error: string; retryAt: Date },
): Promise<void> {
  await db
    .update(calendarWrites)
    .set({
      attempts: sql`${calendarWrites.attempts} + 1`,
      nextAttemptAt: retryAt,
      lastError: error,
      claimedBy: null,
      claimedUntil: null,
    })
    .where(heldBy(write.uid, writerId));
}

export async function releaseWriteClaims(db: Queryable, writerId: string): Promise<void> {
  await db
    .update(calendarWrites)
    .set({ claimedBy: null, claimedUntil: null })
    .where(eq(calendarWrites.claimedBy, writerId));
}

export async function pendingWrites(db: Queryable) {
  const rows = await db
    .select({ lastError: calendarWrites.lastError, attempts: calendarWrites.attempts })
    .from(calendarWrites)
    .where(pending);
  return { count: rows.length, failing: rows.filter((row) => row.lastError).length };
}

export async function dropPendingWrites(db: Queryable): Promise<void> {
  await db
    .update(calendarWrites)
    .set({ writtenVersion: calendarWrites.version, claimedBy: null, claimedUntil: null })
    .where(pending);
}
