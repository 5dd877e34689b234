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
} as const satisfies AvailabilityConfig;

export interface AvailabilityConfig {
  timeZone: string;
  weekdays: readonly number[];
  startTimes: readonly string[];
  sessionMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
}

/**
 * Requests each client may make. Generous enough for a person retrying, far too few to fill
 * the calendar or flood the studio's inbox.
 */
export const bookingRateLimits = {
  slots: { points: 120, durationSeconds: 60 },
  bookings: { points: 20, durationSeconds: 60 * 60 },
} as const;

/** The page the confirmation email's cancel link opens (unprefixed path; Spanish under /es). */
export const CANCEL_PAGE_PATH = '/booking/cancel';
