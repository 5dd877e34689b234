import { and, asc, gte, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '@/server/db/types';
import { studioClosedDays, type StudioClosedDay } from '@/server/db/schema';

export async function closedDaysBetween(
  db: Queryable,
  from: string,
  until: string,
): Promise<StudioClosedDay[]> {
  return db
    .select()
    .from(studioClosedDays)
    .where(and(gte(studioClosedDays.day, from), lte(studioClosedDays.day, until)))
    .orderBy(asc(studioClosedDays.day));
}

export async function insertClosedDays(
  db: Queryable,
  days: readonly string[],
  note: string,
): Promise<string[]> {
  if (days.length === 0) return [];
  const rows = await db
    .insert(studioClosedDays)
    .values(days.map((day) => ({ day, note })))
    .onConflictDoNothing()
    .returning({ day: studioClosedDays.day });
  return rows.map((row) => row.day).sort();
}

export async function deleteClosedDays(db: Queryable, days: readonly string[]): Promise<string[]> {
  if (days.length === 0) return [];
  const rows = await db
    .delete(studioClosedDays)
    .where(inArray(studioClosedDays.day, [...days]))
    .returning({ day: studioClosedDays.day });
  return rows.map((row) => row.day).sort();
}
