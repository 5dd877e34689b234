import type { Database, Queryable } from '@/server/db/types';
import type { Booking, StudioClosedDay } from '@/server/db/schema';
import {
  holidaysBetween,
  nextCalendarDay,
  startOfCalendarDay,
  type ClosedDay,
} from '../closed-days';
import { availabilityConfig } from '../config';
import { dayKey } from '@/lib/dates';
import { activeBookingsBetween } from './bookings-repository';
import { closedDaysBetween, deleteClosedDays, insertClosedDays } from './closed-days-repository';

const { timeZone, holidays: holidayRules } = availabilityConfig;

export function holidaysAmong(days: readonly string[]): ClosedDay[] {
  if (days.length === 0) return [];
  return holidaysBetween(holidayRules, days[0]!, days.at(-1)!, timeZone);
}

export async function bookingsOn(db: Queryable, days: readonly string[]): Promise<Booking[]> {
  if (days.length === 0) return [];
  const found = await activeBookingsBetween(
    db,
    startOfCalendarDay(days[0]!, timeZone),
    startOfCalendarDay(nextCalendarDay(days.at(-1)!), timeZone),
  );
  const wanted = new Set(days);
  return found.filter((booking) => wanted.has(dayKey(booking.slotStart, timeZone)));
}

interface CloseDaysResult {
  closed: string[];
  alreadyClosed: string[];
  holidays: ClosedDay[];
  bookings: Booking[];
}

export async function closeDays(
  db: Database,
  days: readonly string[],
  note = '',
): Promise<CloseDaysResult> {
  const closed = await insertClosedDays(db, days, note.trim());
  const newlyClosed = new Set(closed);
  return {
    closed,
    alreadyClosed: days.filter((day) => !newlyClosed.has(day)),
    holidays: holidaysAmong(days),
    bookings: await bookingsOn(db, closed),
  };
}

interface OpenDaysResult {
  opened: string[];
  holidays: ClosedDay[];
}

export async function openDays(db: Database, days: readonly string[]): Promise<OpenDaysResult> {
  return { opened: await deleteClosedDays(db, days), holidays: holidaysAmong(days) };
}

export async function upcomingClosedDays(
  db: Queryable,
  now: Date,
): Promise<{ closedDays: StudioClosedDay[]; holidays: ClosedDay[] }> {
  const today = dayKey(now, timeZone);
  const yearAhead = dayKey(new Date(now.getTime() + 365 * 86_400_000), timeZone);
  return {
    closedDays: await closedDaysBetween(db, today, '9999-12-31'),
    holidays: holidaysBetween(holidayRules, today, yearAhead, timeZone),
  };
}
