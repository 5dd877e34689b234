import { studioTimeZone } from '@/config/site';

export interface TimeRange {
  from: string;
  until: string;
}

export interface DateOverride extends TimeRange {
  day: string;
  kind: 'hours' | 'blocked';
}

/** Stored as a setting the studio edits; the defaults below hold until it does. */
export interface SchedulingRules {
  /** Working hours of each weekday, Sunday first: any number of ranges, none for a day off. */
  weeklyHours: TimeRange[][];
  startEveryMinutes: number;
  sessionMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  weeksAhead: number;
  dailyCap: number | null;
  cutoffMinutes: number;
  /** Reminders go out this long before the session, longest first. */
  reminderMinutes: number[];
  /** Dated exceptions, earliest first; whole days off are closed days instead. */
  overrides: DateOverride[];
}

const workingDay: TimeRange[] = [{ from: '10:00', until: '15:30' }];

export const defaultSchedulingRules: SchedulingRules = {
  weeklyHours: [[], [], workingDay, workingDay, workingDay, [], []],
  startEveryMinutes: 60,
  sessionMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes: 24 * 60,
  weeksAhead: 4,
  dailyCap: null,
  cutoffMinutes: 12 * 60,
  reminderMinutes: [24 * 60, 60],
  overrides: [],
};

export function workingWeekdays(rules: Pick<SchedulingRules, 'weeklyHours'>): number[] {
  return rules.weeklyHours.flatMap((ranges, day) => (ranges.length ? [day] : []));
}

// Closed every year (named in `Studio.daysOff.holidayNames`); one-off closed days are stored.
const holidays: readonly HolidayRule[] = [
  { key: 'newYear', month: 1, day: 1 },
  { key: 'memorialDay', month: 5, weekday: 1, nth: 'last' },
  { key: 'independenceDay', month: 7, day: 4 },
  { key: 'laborDay', month: 9, weekday: 1, nth: 1 },
  { key: 'thanksgiving', month: 11, weekday: 4, nth: 4 },
  { key: 'dayAfterThanksgiving', month: 11, weekday: 4, nth: 4, daysAfter: 1 },
  { key: 'christmasEve', month: 12, day: 24 },
  { key: 'christmasDay', month: 12, day: 25 },
];

/** `month` runs 1-12 and `weekday` 0 = Sunday; `daysAfter` moves an nth weekday later. */
export type HolidayRule =
  | { key: string; month: number; day: number }
  | { key: string; month: number; weekday: Day; nth: 1 | 2 | 3 | 4 | 'last'; daysAfter?: number };

type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface AvailabilityConfig {
  timeZone: string;
  weeklyHours: readonly (readonly TimeRange[])[];
  startEveryMinutes: number;
  sessionMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  dailyCap?: number | null;
  overrides: readonly DateOverride[];
  holidays: readonly HolidayRule[];
}

export function availabilityFor(rules: SchedulingRules): AvailabilityConfig {
  return {
    timeZone: studioTimeZone,
    weeklyHours: rules.weeklyHours,
    startEveryMinutes: rules.startEveryMinutes,
    sessionMinutes: rules.sessionMinutes,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    horizonDays: rules.weeksAhead * 7,
    dailyCap: rules.dailyCap,
    overrides: rules.overrides,
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
