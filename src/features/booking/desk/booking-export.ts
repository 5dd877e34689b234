import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { deskTranslator } from '@/server/desk/messages';
import type { BookingShow } from '@/config/desk-limits';
import { findBookings } from '../server/bookings-repository';
import { bookingColumns, bookingRows } from './booking-table';

export async function bookingExport(
  db: Queryable,
  { q = '', show = 'all' }: { q?: string; show?: BookingShow },
  locale: Locale,
) {
  const t = deskTranslator(locale);
  return {
    header: bookingColumns.map((column) => t(`csv.columns.${column}`)),
    rows: bookingRows(await findBookings(db, { query: q, show }, new Date()), locale),
  };
}
