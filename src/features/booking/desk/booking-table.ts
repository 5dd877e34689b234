import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import type { Locale } from '@/i18n/routing';
import type { Booking } from '@/server/db/schema';

// One shape for every export of bookings: the desk's download and `npm run bookings -- export`.
export const bookingColumns = [
  'id',
  'status',
  'start',
  'end',
  'studioTime',
  'visitorTime',
  'firstName',
  'lastName',
  'email',
  'company',
  'challenges',
  'goals',
  'locale',
  'timeZone',
  'createdAt',
  'cancelledAt',
] as const;

export function bookingRecord(booking: Booking, locale: Locale = 'en') {
  return {
    id: booking.id,
    status: booking.status,
    start: booking.slotStart.toISOString(),
    end: booking.slotEnd.toISOString(),
    studioTime: formatSlot(booking.slotStart, locale, studioTimeZone, { year: true }),
    visitorTime: formatSlot(booking.slotStart, locale, booking.timeZone, { year: true }),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    company: booking.company,
    challenges: booking.challenges,
    goals: booking.goals,
    locale: booking.locale,
    timeZone: booking.timeZone,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
  } satisfies Record<(typeof bookingColumns)[number], string | null>;
}

export function bookingRows(bookings: readonly Booking[], locale?: Locale): (string | null)[][] {
  return bookings.map((booking) => {
    const record = bookingRecord(booking, locale);
    return bookingColumns.map((column) => record[column]);
  });
}
