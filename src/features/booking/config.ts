import { studioTimeZone } from '@/config/site';

/** Stored as a setting the studio edits; the defaults below hold until it does. */
export interface SchedulingRules {
  /** Days of the week sessions run on (0 = Sunday). */
  weekdays: number[];
  /** Session start times, studio time, HH:MM, earliest first. */
  startTimes: string[];
  sessionMinutes: number;
  minimumNoticeMinutes: number;
  weeksAhead: number;
  dailyCap: number | null;
  /** Visitors may cancel or move a session until this long before it starts. */
  cutoffMinutes: number;
  /** Reminders go out this long before the session, longest first. */
  reminderMinutes: number[];
}

export const defaultSchedulingRules: SchedulingRules = {
  weekdays: [2, 3, 4],
  startTimes: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
  sessionMinutes: 30,
  minimumNoticeMinutes: 24 * 60,
  weeksAhead: 4,
  dailyCap: null,
  cutoffMinutes: 12 * 60,
  reminderMinutes: [24 * 60, 60],
};

// Closed every year; one-off closed days are kept in the database.
const holidays: readonly HolidayRule[] = [
  { name: "New Year's Day", month: 1, day: 1 },
  { name: 'Memorial Day', month: 5, weekday: 1, nth: 'last' },
  { name: 'Independence Day', month: 7, day: 4 },
  { name: 'Labor Day', month: 9, weekday: 1, nth: 1 },
  { name: 'Thanksgiving Day', month: 11, weekday: 4, nth: 4 },
  { name: 'Day after Thanksgiving', month: 11, weekday: 4, nth: 4, daysAfter: 1 },
  { name: 'Christmas Eve', month: 12, day: 24 },
  { name: 'Christmas Day', month: 12, day: 25 },
];

/** `month` runs 1-12 and `weekday` 0 = Sunday; `daysAfter` moves an nth weekday later. */
export type HolidayRule =
  | { name: string; month: number; day: number }
  | { name: string; month: number; weekday: Day; nth: 1 | 2 | 3 | 4 | 'last'; daysAfter?: number };

type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface AvailabilityConfig {
  timeZone: string;
  weekdays: readonly number[];
  startTimes: readonly string[];
  sessionMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  dailyCap?: number | null;
  holidays: readonly HolidayRule[];
}

export function availabilityFor(rules: SchedulingRules): AvailabilityConfig {
  return {
    timeZone: studioTimeZone,
    weekdays: rules.weekdays,
    startTimes: rules.startTimes,
    sessionMinutes: rules.sessionMinutes,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    horizonDays: rules.weeksAhead * 7,
    dailyCap: rules.dailyCap,
    holidays,
  };
}

export const availabilityConfig = availabilityFor(defaultSchedulingRules);

/** Enough for a person retrying, far too few to fill the calendar or flood the inbox. */
export const bookingRateLimits = {
  slots: { points: 120, durationSeconds: 60 },
  bookings: { points: 20, durationSeconds: 60 * 60 },
  /** Calendar apps poll every few minutes; a token cannot be guessed at this pace. */
  studioCalendar: { points: 60, durationSeconds: 60 * 60 },
} as const;

export const studioCalendarFeed = {
  /** Past sessions stay in the feed this long, so the week's history is at hand. */
  pastDays: 90,
  refreshMinutes: 15,
} as const;
