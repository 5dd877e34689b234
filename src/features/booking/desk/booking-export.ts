import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import type { BookingShow } from '@/config/desk-limits';
import { findBookings } from '../server/bookings-repository';
import { bookingTable } from './booking-table';

export async function bookingExport(
  db: Queryable,
  { q = '', show = 'all' }: { q?: string; show?: BookingShow },
  locale: Locale,
) {
  return bookingTable(await findBookings(db, { query: q, show }, new Date()), locale);
}
