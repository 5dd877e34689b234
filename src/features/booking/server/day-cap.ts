import type { Queryable } from '@/server/db/types';
import { nextCalendarDay, startOfCalendarDay } from '../closed-days';
import { type SchedulingRules } from '../config';
import { studioTimeZone } from '@/config/site';
import { dayKey } from '@/lib/dates';
import { lockBookingDay, takenSlotStarts } from './bookings-repository';

export class DayFullError extends Error {
  override name = 'DayFullError';
}

// Bookings of one day wait on each other here, so two cannot both take the last place.
export async function holdDayCap(
  tx: Queryable,
  start: Date,
  rules: Pick<SchedulingRules, 'dailyCap'>,
  exceptBookingId?: string,
): Promise<void> {
  if (rules.dailyCap === null) return;
  const day = dayKey(start, studioTimeZone);
  await lockBookingDay(tx, day);
  const booked = await takenSlotStarts(
    tx,
    startOfCalendarDay(day, studioTimeZone),
    startOfCalendarDay(nextCalendarDay(day), studioTimeZone),
    exceptBookingId,
  );
  if (booked.length >= rules.dailyCap) throw new DayFullError(`${day} is full`);
}
