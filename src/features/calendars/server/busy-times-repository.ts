import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { insertJsonRows } from '@/server/db/json-rows';
import { calendarBusyTimes, connectedCalendars } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export interface BusyTime {
  start: Date;
  end: Date;
  uid: string;
}

// As of each calendar's last good read, named for the desk's week.
export async function busyTimesBetween(
  db: Queryable,
  from: Date,
  until: Date,
): Promise<(BusyTime & { calendar: string })[]> {
  return db
    .select({
      start: calendarBusyTimes.start,
      end: calendarBusyTimes.end,
      uid: calendarBusyTimes.uid,
      calendar: connectedCalendars.name,
    })
    .from(calendarBusyTimes)
    .innerJoin(connectedCalendars, eq(connectedCalendars.id, calendarBusyTimes.calendarId))
    .where(
      and(
        eq(connectedCalendars.reads, true),
        gt(calendarBusyTimes.end, from),
        lt(calendarBusyTimes.start, until),
      ),
    );
}

export async function replaceBusyTimes(
  tx: Queryable,
  calendarId: string,
  times: readonly BusyTime[],
): Promise<void> {
  await tx.delete(calendarBusyTimes).where(eq(calendarBusyTimes.calendarId, calendarId));
  await insertJsonRows(
    tx,
    calendarBusyTimes,
    times.map((time) => ({ calendarId, ...time })),
  );
}

export async function countBusyTimes(db: Queryable, from: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ calendarId: calendarBusyTimes.calendarId, count: sql<number>`count(*)::int` })
    .from(calendarBusyTimes)
    .where(gt(calendarBusyTimes.end, from))
    .groupBy(calendarBusyTimes.calendarId);
  return new Map(rows.map((row) => [row.calendarId, row.count]));
}
