import type { Database, Queryable } from '@/server/db/client';
import type { Booking, StudioClosedDay } from '@/server/db/schema';
import { bookingWindow } from '../availability';
import {
  holidaysBetween,
  nextCalendarDay,
  startOfCalendarDay,
  type ClosedDay,
} from '../closed-days';
import { availabilityConfig } from '../config';
import { dayKey } from '../slot-format';
import { activeBookingsBetween } from './bookings-repository';
import { closedDaysBetween, deleteClosedDays, insertClosedDays } from './closed-days-repository';

/**
 * The days the studio closes by command, stored in the database so every server sees them.
 * Holidays come from the configuration and cannot be opened by command.
 */

const { timeZone, holidays: holidayRules } = availabilityConfig;

function holidaysAmong(days: readonly string[]): ClosedDay[] {
  if (days.length === 0) return [];
  return holidaysBetween(holidayRules, days[0]!, days.at(-1)!, timeZone);
}

/** Confirmed bookings whose session falls on one of `days` (sorted calendar days). */
async function bookingsOn(db: Queryable, days: readonly string[]): Promise<Booking[]> {
  if (days.length === 0) return [];
  const found = await activeBookingsBetween(
    db,
    startOfCalendarDay(days[0]!, timeZone),
    startOfCalendarDay(nextCalendarDay(days.at(-1)!), timeZone),
  );
  const wanted = new Set(days);
  return found.filter((booking) => wanted.has(dayKey(booking.slotStart, timeZone)));
}

export interface CloseDaysResult {
  /** Days this command closed. */
  closed: string[];
  /** Days that were closed already (their note is left as it was). */
  alreadyClosed: string[];
  /** Holidays in the range, closed anyway. */
  holidays: ClosedDay[];
  /** Confirmed bookings on the newly closed days: still booked, for the studio to handle. */
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

export interface OpenDaysResult {
  /** Days this command reopened. */
  opened: string[];
  /** Holidays in the range, which stay closed. */
  holidays: ClosedDay[];
}

export async function openDays(db: Database, days: readonly string[]): Promise<OpenDaysResult> {
  return { opened: await deleteClosedDays(db, days), holidays: holidaysAmong(days) };
}

/** Days off from today on: those closed by command, and the holidays of the coming year. */
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

/** The days closed by command within the booking window that starts `now`. */
export async function closedDaysInWindow(db: Queryable, now: Date): Promise<string[]> {
  const { earliest, latest } = bookingWindow(now, availabilityConfig);
  const rows = await closedDaysBetween(db, dayKey(earliest, timeZone), dayKey(latest, timeZone));
  return rows.map((row) => row.day);
}
