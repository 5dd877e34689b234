import { createTranslator } from 'next-intl';
import en from '@messages/en/booking.json';
import es from '@messages/es/booking.json';
import type { Locale } from '@/i18n/routing';
import { bookingErrorKey } from '../schema';

const messages = { en, es } as const;

type ErrorKey = keyof (typeof en)['Booking']['errors'];

/** A `Booking.errors` text in the visitor's language. */
export function bookingErrorText(locale: Locale, key: ErrorKey): string {
  return createTranslator({ locale, messages: messages[locale], namespace: 'Booking.errors' })(key);
}

/** The localized text of a booking schema issue. */
export function describeBookingIssue(
  locale: Locale,
  issue: { code?: string; message?: string },
): string {
  return bookingErrorText(locale, bookingErrorKey(issue));
}
