import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { searchBookings } from '../server/bookings-repository';
import { bookingTable } from './booking-table';

export async function bookingExport(db: Queryable, { q = '' }: { q?: string }, locale: Locale) {
  return bookingTable(await searchBookings(db, q), locale);
}
