import { z } from 'zod/mini';
import { DAY_OFF_NOTE_MAX, DAYS_OFF_SPAN_MAX, EMAIL_MAX, NOTE_MAX } from '@/config/desk-limits';
import { deskNote } from '@/lib/desk-schema';
import { locales } from '@/i18n/routing';
import { eachCalendarDay, isCalendarDay } from '../closed-days';

export const cancelBookingSchema = z.strictObject({ note: z.optional(deskNote(NOTE_MAX)) });
export type CancelBookingValues = z.input<typeof cancelBookingSchema>;

export const moveBookingSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: 'chooseTime' }),
});

export const NAME_MAX = 80;
const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const nameField = z.string({ error: 'required' }).check(
  z.trim(),
  z.minLength(1, { error: 'required' }),
  z.maxLength(NAME_MAX, { error: 'textTooLong' }),
  z.refine((value) => !LINE_BREAK_OR_CONTROL.test(value), { error: 'invalidCharacters' }),
);

export const newBookingSchema = z.strictObject({
  firstName: nameField,
  lastName: nameField,
  email: z.pipe(
    z
      .string({ error: 'required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'required' }),
        z.maxLength(EMAIL_MAX, { error: 'textTooLong' }),
      ),
    z.email({ error: 'email' }),
  ),
  locale: z.enum(locales, { error: 'invalid' }),
  start: z.iso.datetime({ offset: true, error: 'chooseTime' }),
  invite: z.boolean({ error: 'invalid' }),
});
export type NewBookingValues = z.input<typeof newBookingSchema>;

export const bookingOutcomeSchema = z.strictObject({
  outcome: z.enum(['held', 'no-show'], { error: 'invalid' }),
});

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
  .strictObject({ ...dayRange, note: z.optional(deskNote(DAY_OFF_NOTE_MAX)) })
  .check(
    z.refine(untilAfterFrom, { error: 'untilBeforeFrom', path: ['until'] }),
    z.refine(withinSpan, { error: 'spanTooLong', path: ['until'] }),
  );
export type CloseDaysValues = z.input<typeof closeDaysSchema>;

export function daysBetween(from: string, until?: string): string[] {
  return until && until > from ? eachCalendarDay(from, until) : [from];
}
