import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';

/**
 * The booking request: one schema for the dialog (react-hook-form) and for the server.
 * Issue messages are keys of `Booking.errors`, so each side shows them in the visitor's language.
 */
export const bookingErrorKeys = [
  'required',
  'tooLong',
  'email',
  'singleLine',
  'invalidCharacters',
  'timeSlot',
  'locale',
  'timeZone',
  'unknownField',
  'invalid',
] as const;
export type BookingErrorKey = (typeof bookingErrorKeys)[number];

export const bookingFieldLimits = {
  firstName: 80,
  lastName: 80,
  email: 254,
  company: 120,
  /** Far longer than any slot label, in any zone and language. */
  timeSlot: 120,
  challenges: 2000,
  goals: 2000,
} as const;

// Control characters other than tab and line breaks have no place in text people type; NUL
// cannot even be stored.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// Line and paragraph breaks, which would let a single-line value forge email headers or CSV rows.
const LINE_BREAKS = /[\n\r\u2028\u2029\u0085]/;

/** A missing value reads as "required", anything that is not a string as "invalid". */
const textType = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : 'invalid'),
};

const noControlCharacters = z.refine<string>((value) => !CONTROL_CHARACTERS.test(value), {
  error: 'invalidCharacters',
});

function singleLine(max: number) {
  return z.string(textType).check(
    z.trim(),
    z.refine((value) => !LINE_BREAKS.test(value), { error: 'singleLine' }),
    // Tabs too: a one-line value has no use for any control character.
    z.refine((value) => !ANY_CONTROL_CHARACTER.test(value), { error: 'invalidCharacters' }),
    z.maxLength(max, { error: 'tooLong' }),
  );
}

function requiredSingleLine(max: number) {
  return singleLine(max).check(z.minLength(1, { error: 'required' }));
}

function requiredText(max: number) {
  return z
    .string(textType)
    .check(
      z.trim(),
      noControlCharacters,
      z.minLength(1, { error: 'required' }),
      z.maxLength(max, { error: 'tooLong' }),
    );
}

// Trying a zone builds a formatter, which takes about a millisecond: remember the zones that
// passed (a bounded set, as the same zone may be written in any letter case).
const knownTimeZones = new Set<string>();
const MAX_KNOWN_TIME_ZONES = 1_000;

export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (knownTimeZones.size >= MAX_KNOWN_TIME_ZONES) knownTimeZones.clear();
  knownTimeZones.add(value);
  return true;
}

export const localeSchema = z.enum(locales, { error: 'locale' });
export const timeZoneSchema = z
  .string({ error: 'timeZone' })
  .check(z.refine(isTimeZone, { error: 'timeZone' }));

export const bookingRequestSchema = z.strictObject(
  {
    firstName: requiredSingleLine(bookingFieldLimits.firstName),
    lastName: requiredSingleLine(bookingFieldLimits.lastName),
    email: z.pipe(requiredSingleLine(bookingFieldLimits.email), z.email({ error: 'email' })),
    company: z.optional(singleLine(bookingFieldLimits.company)),
    /**
     * The chosen session: its start as the server offered it (ISO 8601), or its label from the
     * slots list. The server maps a label back to its session (`resolveTimeSlot`).
     */
    timeSlot: z
      .string({ error: 'timeSlot' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'timeSlot' }),
        z.maxLength(bookingFieldLimits.timeSlot, { error: 'timeSlot' }),
      ),
    challenges: requiredText(bookingFieldLimits.challenges),
    goals: requiredText(bookingFieldLimits.goals),
    /** Language of the visitor's emails; the site's language when they booked. */
    locale: z.optional(localeSchema),
    /** The visitor's IANA time zone, for showing times in their emails. */
    timeZone: z.optional(timeZoneSchema),
    /** Hidden from people; bots fill it in, and such submissions are quietly dropped. */
    referenceCode: z.optional(
      z.string({ error: 'invalid' }).check(z.maxLength(200, { error: 'tooLong' })),
    ),
  },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknownField' : 'invalid'),
  },
);

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingField = keyof BookingRequestInput;

/** The `Booking.errors` key for a validation issue. */
export function bookingErrorKey(issue: { code?: string; message?: string }): BookingErrorKey {
  if ((bookingErrorKeys as readonly string[]).includes(issue.message ?? '')) {
    return issue.message as BookingErrorKey;
  }
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
}
