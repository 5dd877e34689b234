import type { Locale } from '@/i18n/routing';
import type { Booking } from '@/server/db/schema';
import { formatSlot } from '../slot-format';

/** What the API returns about a booking: never the cancel token's hash. */
export function publicBooking(booking: Booking, locale: Locale) {
  return {
    id: booking.id,
    status: booking.status,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    company: booking.company,
    start: booking.slotStart.toISOString(),
    end: booking.slotEnd.toISOString(),
    timeZone: booking.timeZone,
    locale: booking.locale,
    label: formatSlot(booking.slotStart, locale, booking.timeZone),
  };
}

export type PublicBooking = ReturnType<typeof publicBooking>;

/** The body of a successful `POST /api/book-strategy-session` (null for a dropped bot request). */
export interface BookingResponse {
  booking: PublicBooking | null;
}
