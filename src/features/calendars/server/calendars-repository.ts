import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { connectedCalendars, type CalendarKind, type ConnectedCalendar } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export async function listCalendars(db: Queryable): Promise<ConnectedCalendar[]> {
  return db.select().from(connectedCalendars).orderBy(asc(connectedCalendars.createdAt));
}

// Changes whenever the reading calendars' busy times may have; empty when none is read.
export async function readingCalendarsState(db: Queryable): Promise<string> {
  const rows = await db
    .select({ id: connectedCalendars.id, readAt: connectedCalendars.lastReadAt })
    .from(connectedCalendars)
    .where(eq(connectedCalendars.reads, true))
    .orderBy(asc(connectedCalendars.id));
  return rows.map((row) => `${row.id}@${row.readAt?.getTime() ?? ''}`).join(',');
}

export async function countCalendars(db: Queryable): Promise<number> {
  return (await db.select({ id: connectedCalendars.id }).from(connectedCalendars)).length;
}

export async function findCalendar(
  db: Queryable,
  id: string,
): Promise<ConnectedCalendar | undefined> {
  const [row] = await db.select().from(connectedCalendars).where(eq(connectedCalendars.id, id));
  return row;
}

export async function writingCalendar(db: Queryable): Promise<ConnectedCalendar | undefined> {
  const [row] = await db
    .select()
    .from(connectedCalendars)
    .where(eq(connectedCalendars.writes, true))
    .limit(1);
  return row;
}

export async function insertCalendar(
  db: Queryable,
  values: {
    id: string;
    kind: CalendarKind;
    name: string;
    host: string;
    secret: string;
    reads: boolean;
    writes: boolean;
  },
): Promise<ConnectedCalendar> {
  const [row] = await db.insert(connectedCalendars).values(values).returning();
  return row!;
}

export async function updateCalendarRoles(
  db: Queryable,
  id: string,
  roles: { reads: boolean; writes: boolean },
): Promise<ConnectedCalendar | undefined> {
  if (roles.writes) {
    await db
      .update(connectedCalendars)
      .set({ writes: false })
      .where(and(eq(connectedCalendars.writes, true), ne(connectedCalendars.id, id)));
  }
  const [row] = await db
    .update(connectedCalendars)
    .set(roles)
    .where(eq(connectedCalendars.id, id))
    .returning();
  return row;
}

export async function deleteCalendar(
  db: Queryable,
  id: string,
): Promise<ConnectedCalendar | undefined> {
  const [row] = await db
    .delete(connectedCalendars)
    .where(eq(connectedCalendars.id, id))
    .returning();
  return row;
}

export async function recordRead(
  db: Queryable,
  id: string,
  outcome: { at: Date; error?: { problem: string; status?: number } },
): Promise<void> {
  await db
    .update(connectedCalendars)
    .set(
      outcome.error
        ? {
            lastAttemptAt: outcome.at,
            lastError: outcome.error.problem,
            lastErrorStatus: outcome.error.status ?? null,
          }
        : {
            lastAttemptAt: outcome.at,
            lastReadAt: outcome.at,
            lastError: null,
            lastErrorStatus: null,
          },
    )
    .where(eq(connectedCalendars.id, id));
}

// Marked at once: one server reads each calendar; a dead reader leaves it due an interval later.
export async function claimDueCalendar(
  db: Queryable,
  now: Date,
  dueBefore: Date,
): Promise<ConnectedCalendar | undefined> {
  const due = db
    .select({ id: connectedCalendars.id })
    .from(connectedCalendars)
    .where(
      and(
        eq(connectedCalendars.reads, true),
        or(
          isNull(connectedCalendars.lastAttemptAt),
          lte(connectedCalendars.lastAttemptAt, dueBefore),
        ),
      ),
    )
    .orderBy(sql`${connectedCalendars.lastAttemptAt} nulls first`)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(connectedCalendars)
    .set({ lastAttemptAt: now })
    .where(inArray(connectedCalendars.id, due))
    .returning();
  return row;
}
