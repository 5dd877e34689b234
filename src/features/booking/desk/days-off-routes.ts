import 'server-only';
import { isCalendarDay } from '@/features/booking/closed-days';
import { studioTimeZone } from '@/config/site';
import { closedDaysBetween } from '@/features/booking/server/closed-days-repository';
import {
  bookingsOn,
  closeDays,
  holidaysAmong,
  openDays,
} from '@/features/booking/server/closed-days-service';
import { formatCalendarDay, formatSlot } from '@/lib/dates';
import { holidayName } from '@/features/booking/holiday-names';
import type { Locale } from '@/i18n/routing';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import type { Booking } from '@/server/db/schema';
import { closeDaysSchema, dayRangeSchema, daysBetween } from './schema';
import { describeScreenIssue, screenError } from '@/server/desk/messages';

const describeIssue = describeScreenIssue('daysOff');

export interface DaysOffPreview {
  days: string[];
  bookings: BookedSession[];
  holidays: string[];
  alreadyClosed: string[];
}

export interface BookedSession {
  id: string;
  name: string;
  time: string;
}

const bookedSessions = (found: Booking[], locale: Locale): BookedSession[] =>
  found.map((booking) => ({
    id: booking.id,
    name: `${booking.firstName} ${booking.lastName}`,
    time: formatSlot(booking.slotStart, locale, studioTimeZone, { year: true }),
  }));

export const dayLabel = (locale: Locale) => (day: string) => formatCalendarDay(day, locale);

export const daysOffPreviewRoute = deskRoute(
  { name: 'days-off-preview', schema: dayRangeSchema, describeIssue },
  async ({ database, data, locale }) => {
    const days = daysBetween(data.from, data.until);
    const [booked, closed] = await Promise.all([
      bookingsOn(database.db, days),
      closedDaysBetween(database.db, days[0]!, days.at(-1)!),
    ]);
    const label = dayLabel(locale);
    return deskJson({
      days: days.map(label),
      bookings: bookedSessions(booked, locale),
      holidays: holidaysAmong(days).map(
        (holiday) => `${label(holiday.day)}: ${holidayName(holiday.key, locale)}`,
      ),
      alreadyClosed: closed.map((row) => label(row.day)),
    });
  },
);

export const closeDaysRoute = deskRoute(
  { name: 'days-off-close', schema: closeDaysSchema, describeIssue },
  async ({ database, session, data, locale }) => {
    const days = daysBetween(data.from, data.until);
    const result = await database.db.transaction(async (tx) => {
      const outcome = await closeDays(tx, days, data.note ?? '');
      if (outcome.closed.length) {
        const [from, until] = [outcome.closed[0]!, outcome.closed.at(-1)!];
        await recordActivity(tx, session, 'dayOff.close', { details: { from, until } });
      }
      return outcome;
    });
    return deskJson({
      closed: result.closed,
      alreadyClosed: result.alreadyClosed,
      bookings: bookedSessions(result.bookings, locale),
    });
  },
);

export const reopenDayRoute = deskRoute<undefined, { day: string }>(
  { name: 'days-off-reopen' },
  async ({ database, session, params, locale }) => {
    if (!isCalendarDay(params.day)) throw screenError(404, locale, 'daysOff', 'notClosed');
    const reopened = await database.db.transaction(async (tx) => {
      const { opened } = await openDays(tx, [params.day]);
      if (opened.length) {
        await recordActivity(tx, session, 'dayOff.reopen', { details: { from: params.day } });
      }
      return opened.length > 0;
    });
    if (!reopened) throw screenError(404, locale, 'daysOff', 'notClosed');
    return deskJson({ reopened: params.day });
  },
);
