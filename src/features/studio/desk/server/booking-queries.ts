import 'server-only';
import { and, desc, ilike, lt, or, sql } from 'drizzle-orm';
import { startOfCalendarDay } from '@/features/booking/closed-days';
import { studioTimeZone } from '@/features/booking/config';
import { ruleLimits } from '@/features/booking/scheduling-rules';
import { activeBookingsBetween } from '@/features/booking/server/bookings-repository';
import { dayKey } from '@/features/booking/slot-format';
import { bookings, type Booking } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { containing, paged, pageWindow, type Paged } from './paging';

const DAY_MS = 86_400_000;

// Sessions earlier today stay in view, to be marked held or no-show.
export async function todayAndUpcoming(
  db: Queryable,
  now: Date,
): Promise<{ today: Booking[]; upcoming: Booking[] }> {
  const today = dayKey(now, studioTimeZone);
  const from = startOfCalendarDay(today, studioTimeZone);
  const until = new Date(from.getTime() + (ruleLimits.weeksAhead.max + 2) * 7 * DAY_MS);
  const active = await activeBookingsBetween(db, from, until);
  return {
    today: active.filter((booking) => dayKey(booking.slotStart, studioTimeZone) === today),
    upcoming: active.filter((booking) => dayKey(booking.slotStart, studioTimeZone) !== today),
  };
}

function matching(query: string) {
  if (!query) return undefined;
  const pattern = containing(query);
  return or(
    ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, pattern),
    ilike(bookings.email, pattern),
    ilike(bookings.company, pattern),
  );
}

export async function pastBookings(
  db: Queryable,
  { query, page }: { query: string; page: number },
  now: Date,
): Promise<Paged<Booking>> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(lt(bookings.slotStart, now), matching(query)))
    .orderBy(desc(bookings.slotStart))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  return paged(rows, page);
}

export async function bookingsForExport(db: Queryable, query: string): Promise<Booking[]> {
  return db.select().from(bookings).where(matching(query)).orderBy(desc(bookings.slotStart));
}
