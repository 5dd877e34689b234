import type { Locale } from '@/i18n/routing';
import type { Booking } from '@/server/db/schema';
import { formatSlot } from '@/lib/dates';

// Never the cancel token's hash.
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

type PublicBooking = ReturnType<typeof publicBooking>;

export interface BookingResponse {
  booking: PublicBooking | null;
}
