import { site } from '@/config/site';

/**
 * When strategy sessions can be booked. The one place to change the studio's availability:
 * the server computes slots from it, and the dialog names the days it allows.
 */
export const availabilityConfig = {
  /** Sessions are planned in the studio's own time zone. */
  timeZone: site.location.timeZone,
  /** Days of the week sessions run on (0 = Sunday): Tuesday, Wednesday, Thursday. */
  weekdays: [2, 3, 4],
  /** Session start times, studio time: on the hour from 10:00, the last ending at 15:30. */
  startTimes: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
  sessionMinutes: 30,
  /** The earliest bookable session starts this long after the request. */
  minimumNoticeMinutes: 24 * 60,
  /** How far ahead sessions can be booked: four weeks. */
  horizonDays: 28,
  /**
   * Days the studio is closed every year, on its own calendar. Days closed for other reasons
   * are kept in the database (`npm run availability -- close …`).
   */
  holidays: [
    { name: "New Year's Day", month: 1, day: 1 },
    { name: 'Memorial Day', month: 5, weekday: 1, nth: 'last' },
    { name: 'Independence Day', month: 7, day: 4 },
    { name: 'Labor Day', month: 9, weekday: 1, nth: 1 },
    { name: 'Thanksgiving Day', month: 11, weekday: 4, nth: 4 },
    { name: 'Day after Thanksgiving', month: 11, weekday: 4, nth: 4, daysAfter: 1 },
    { name: 'Christmas Eve', month: 12, day: 24 },
    { name: 'Christmas Day', month: 12, day: 25 },
  ],
} as const satisfies AvailabilityConfig;

/**
 * A yearly closed day: a fixed date (`day` of `month`, 1-12), or the `nth` (or last) `weekday`
 * (0 = Sunday) of `month`, optionally moved `daysAfter` days later.
 */
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
  holidays: readonly HolidayRule[];
}

/**
 * Requests each client may make. Generous enough for a person retrying, far too few to fill
 * the calendar or flood the studio's inbox.
 */
export const bookingRateLimits = {
  slots: { points: 120, durationSeconds: 60 },
  bookings: { points: 20, durationSeconds: 60 * 60 },
  /** Calendar apps poll every few minutes; a token cannot be guessed at this pace. */
  studioCalendar: { points: 60, durationSeconds: 60 * 60 },
} as const;

/** The studio's private calendar feed (`GET /api/studio/calendar.ics?token=…`). */
export const studioCalendarFeed = {
  /** Past sessions stay in the feed this long, so the week's history is at hand. */
  pastDays: 90,
  /** How often calendar apps are asked to fetch it again. */
  refreshMinutes: 15,
} as const;

/** The page the confirmation email's cancel link opens (unprefixed path; Spanish under /es). */
export const CANCEL_PAGE_PATH = '/booking/cancel';
