import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

export type BookingDialogMessages = Pick<Messages, 'Booking'>;

const loaders: Record<Locale, () => Promise<BookingDialogMessages>> = {
  en: () => import('@messages/en/booking.json').then(({ default: { Booking } }) => ({ Booking })),
  es: () => import('@messages/es/booking.json').then(({ default: { Booking } }) => ({ Booking })),
};

const requests = new Map<Locale, Promise<BookingDialogMessages>>();

/**
 * The booking dialog's copy, fetched the first time a visitor asks to book rather than sent
 * with every page; one request per language, shared by every later opening.
 */
export function bookingDialogMessages(locale: Locale): Promise<BookingDialogMessages> {
  let request = requests.get(locale);
  if (!request) {
    request = loaders[locale]();
    // A failed fetch (the visitor went offline) is tried again at the next opening.
    request.catch(() => requests.delete(locale));
    requests.set(locale, request);
  }
  return request;
}
