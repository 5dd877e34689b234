import { createTranslator } from 'next-intl';
import en from '@messages/en/booking.json';
import es from '@messages/es/booking.json';
import type { Locale } from '@/i18n/routing';
import { bookingErrorKey } from '../schema';

const messages = { en, es } as const;

type ErrorKey = keyof (typeof en)['Booking']['errors'];

// A translator compiles each message on first use and keeps it: one per language, for good.
const translators = {
  en: createTranslator({ locale: 'en', messages: messages.en, namespace: 'Booking.errors' }),
  es: createTranslator({ locale: 'es', messages: messages.es, namespace: 'Booking.errors' }),
};

/** A `Booking.errors` text in the visitor's language. */
export function bookingErrorText(locale: Locale, key: ErrorKey): string {
  return translators[locale](key);
}

/** The localized text of a booking schema issue. */
export function describeBookingIssue(
  locale: Locale,
  issue: { code?: string; message?: string },
): string {
  return bookingErrorText(locale, bookingErrorKey(issue));
}
