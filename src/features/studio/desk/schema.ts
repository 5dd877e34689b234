import { z } from 'zod/mini';
import { eachCalendarDay, isCalendarDay } from '@/features/booking/closed-days';
import { DAY_OFF_NOTE_MAX, DAYS_OFF_SPAN_MAX, EMAIL_MAX, NOTE_MAX } from './config';

// Issue messages are keys of the screen's `errors` in studio.json, so browser and server each
// localize them.

const note = (max: number) =>
  z.string({ error: 'invalid' }).check(z.trim(), z.maxLength(max, { error: 'tooLong' }));

export const cancelBookingSchema = z.strictObject({ note: z.optional(note(NOTE_MAX)) });
export type CancelBookingValues = z.input<typeof cancelBookingSchema>;

export const moveBookingSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'chooseTime' }),
});

export const bookingOutcomeSchema = z.strictObject({
  outcome: z.enum(['held', 'no-show'], { error: 'invalid' }),
});

export const leadReviewSchema = z.strictObject({
  handled: z.boolean({ error: 'invalid' }),
  note: note(NOTE_MAX),
});
export type LeadReviewValues = z.input<typeof leadReviewSchema>;

const calendarDay = z
  .string({ error: 'day' })
  .check(z.refine((value) => isCalendarDay(value), { error: 'day' }));

const dayRange = {
  from: calendarDay,
  until: z.optional(z.union([z.literal(''), calendarDay])),
};

const spanInDays = (from: string, until: string) =>
  (Date.parse(until) - Date.parse(from)) / 86_400_000 + 1;

type DayRange = { from: string; until?: string };
const untilAfterFrom = ({ from, until }: DayRange) => !until || until >= from;
const withinSpan = ({ from, until }: DayRange) =>
  !until || spanInDays(from, until) <= DAYS_OFF_SPAN_MAX;

// Read from a query string, which carries the page's language beside the range.
export const dayRangeSchema = z
  .object(dayRange)
  .check(
    z.refine(untilAfterFrom, { error: 'untilBeforeFrom', path: ['until'] }),
    z.refine(withinSpan, { error: 'spanTooLong', path: ['until'] }),
  );

export const closeDaysSchema = z
  .strictObject({ ...dayRange, note: z.optional(note(DAY_OFF_NOTE_MAX)) })
  .check(
    z.refine(untilAfterFrom, { error: 'untilBeforeFrom', path: ['until'] }),
    z.refine(withinSpan, { error: 'spanTooLong', path: ['until'] }),
  );
export type CloseDaysValues = z.input<typeof closeDaysSchema>;

export function daysBetween(from: string, until?: string): string[] {
  return until && until > from ? eachCalendarDay(from, until) : [from];
}

export const eraseSchema = z.strictObject({
  email: z
    .string({ error: 'email' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_MAX, { error: 'email' }),
      z.regex(z.regexes.email, { error: 'email' }),
    ),
});
export type EraseValues = z.input<typeof eraseSchema>;
