import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { loadOncePerKey } from '@/lib/load-once';

type BookingDialogMessages = Pick<Messages, 'Booking'>;

const loaders: Record<Locale, () => Promise<BookingDialogMessages>> = {
  en: () => import('@messages/en/booking.json').then(({ default: { Booking } }) => ({ Booking })),
  es: () => import('@messages/es/booking.json').then(({ default: { Booking } }) => ({ Booking })),
};

// Fetched the first time a visitor asks to book rather than sent with every page.
export const bookingDialogMessages = loadOncePerKey((locale: Locale) => loaders[locale]());
