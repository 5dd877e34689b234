import 'server-only';
import { startOfCalendarDay } from '@/features/booking/closed-days';
import { studioTimeZone } from '@/config/site';
import { ruleLimits } from '@/features/booking/scheduling-rules';
import { activeBookingsBetween } from '@/features/booking/server/bookings-repository';
import { dayKey } from '@/lib/dates';
import type { Booking } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

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
