import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { utcCell, type CsvTable } from '@/lib/csv';
import { describeTimeZone, formatSlot } from '@/lib/dates';
import { deskTranslator } from '@/lib/desk-translator';
import type { Booking } from '@/server/db/schema';

const bookingColumns = [
  'id',
  'status',
  'outcome',
  'studioTime',
  'visitorTime',
  'start',
  'firstName',
  'lastName',
  'email',
  'company',
  'challenges',
  'goals',
  'language',
  'timeZone',
  'bookedAt',
  'moves',
  'movedFrom',
  'movedBy',
  'cancelledAt',
  'cancelledBy',
  'cancelNote',
] as const;

type BookingColumn = (typeof bookingColumns)[number];

// One table for every spreadsheet of bookings: the desk's download and `npm run bookings -- export`.
export function bookingTable(bookings: readonly Booking[], locale: Locale): CsvTable {
  const t = deskTranslator(locale);
  const when = (date: Date | null, timeZone: string = studioTimeZone) =>
    date ? formatSlot(date, locale, timeZone, { year: true }) : '';
  const by = (actor: string | null) => (actor ? t(`csv.by.${actor as 'visitor' | 'studio'}`) : '');
  return {
    header: bookingColumns.map((column) => t(`csv.bookings.${column}`)),
    rows: bookings.map((booking) => {
      const cells: Record<BookingColumn, string | number> = {
        id: booking.id,
        status: t(`bookings.status.${booking.status}`),
        outcome: booking.outcome ? t(`bookings.outcomes.${booking.outcome}`) : '',
        studioTime: when(booking.slotStart),
        visitorTime: when(booking.slotStart, booking.timeZone),
        start: utcCell(booking.slotStart),
        firstName: booking.firstName,
        lastName: booking.lastName,
        email: booking.email,
        company: booking.company,
        challenges: booking.challenges,
        goals: booking.goals,
        language: t(`lists.languages.${booking.locale === 'es' ? 'es' : 'en'}`),
        timeZone: describeTimeZone(booking.timeZone, locale, booking.slotStart),
        bookedAt: when(booking.createdAt),
        moves: booking.moveCount,
        movedFrom: when(booking.previousSlotStart),
        movedBy: by(booking.movedBy),
        cancelledAt: when(booking.cancelledAt),
        cancelledBy: by(booking.cancelledBy),
        cancelNote: booking.cancelNote,
      };
      return bookingColumns.map((column) => cells[column]);
    }),
  };
}

/** A booking as `npm run bookings -- export --format json` gives it, for scripts. */
export function bookingRecord(booking: Booking) {
  return {
    id: booking.id,
    status: booking.status,
    outcome: booking.outcome,
    start: booking.slotStart.toISOString(),
    end: booking.slotEnd.toISOString(),
    studioTime: formatSlot(booking.slotStart, 'en', studioTimeZone, { year: true }),
    visitorTime: formatSlot(booking.slotStart, 'en', booking.timeZone, { year: true }),
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    company: booking.company,
    challenges: booking.challenges,
    goals: booking.goals,
    locale: booking.locale,
    timeZone: booking.timeZone,
    createdAt: booking.createdAt.toISOString(),
    moveCount: booking.moveCount,
    previousStart: booking.previousSlotStart?.toISOString() ?? null,
    movedAt: booking.movedAt?.toISOString() ?? null,
    movedBy: booking.movedBy,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelledBy: booking.cancelledBy,
  };
}
