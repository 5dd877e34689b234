import { z } from 'zod/mini';
import { locales } from '@/i18n/routing';

// Issue messages are keys of `Booking.errors`, so browser and server each localize them.
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
type BookingErrorKey = (typeof bookingErrorKeys)[number];

const bookingFieldLimits = {
  firstName: 80,
  lastName: 80,
  email: 254,
  company: 120,
  timeSlot: 120,
  challenges: 2000,
  goals: 2000,
} as const;

// NUL cannot even be stored.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// A line break in a single-line value could forge email headers or CSV rows.
const LINE_BREAKS = /[\n\r\u2028\u2029\u0085]/;

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

// Trying a zone builds a formatter, about a millisecond; bounded, as any letter case is valid.
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
    timeSlot: z
      .string({ error: 'timeSlot' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'timeSlot' }),
        z.maxLength(bookingFieldLimits.timeSlot, { error: 'timeSlot' }),
      ),
    challenges: requiredText(bookingFieldLimits.challenges),
    goals: requiredText(bookingFieldLimits.goals),
    locale: z.optional(localeSchema),
    timeZone: z.optional(timeZoneSchema),
    // The honeypot: hidden from people, filled in by bots.
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

export function bookingErrorKey(issue: { code?: string; message?: string }): BookingErrorKey {
  if ((bookingErrorKeys as readonly string[]).includes(issue.message ?? '')) {
    return issue.message as BookingErrorKey;
  }
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  if (issue.code === 'too_big') return 'tooLong';
  return 'invalid';
}
