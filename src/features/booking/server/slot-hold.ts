import type { Queryable } from '@/server/db/types';
import { nextCalendarDay, startOfCalendarDay } from '../closed-days';
import { type SchedulingRules } from '../config';
import { ruleLimits } from '../scheduling-rules';
import { studioTimeZone } from '@/config/site';
import { dayKey } from '@/lib/dates';
import { lockBookingDay, takenSessions } from './bookings-repository';
import type { Slot } from '../availability';

export class SlotHeldError extends Error {
  override name = 'SlotHeldError';
}

const MINUTE_MS = 60_000;

// Nearby days wait on each other here; the unique start index only settles equal starts.
export async function holdSlot(
  tx: Queryable,
  slot: Slot,
  rules: Pick<SchedulingRules, 'dailyCap' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
  exceptBookingId?: string,
): Promise<void> {
  const before = rules.bufferBeforeMinutes * MINUTE_MS;
  const after = rules.bufferAfterMinutes * MINUTE_MS;
  const reach = before + after + ruleLimits.sessionMinutes.max * MINUTE_MS;
  const firstDay = dayKey(new Date(slot.start.getTime() - reach), studioTimeZone);
  const lastDay = dayKey(new Date(slot.end.getTime() + reach), studioTimeZone);
  for (let day = firstDay; day <= lastDay; day = nextCalendarDay(day)) {
    await lockBookingDay(tx, day);
  }
  const nearby = await takenSessions(
    tx,
    startOfCalendarDay(firstDay, studioTimeZone),
    startOfCalendarDay(nextCalendarDay(lastDay), studioTimeZone),
    exceptBookingId,
  );
  const day = dayKey(slot.start, studioTimeZone);
  const sameDay = nearby.filter((session) => dayKey(session.start, studioTimeZone) === day);
  if (rules.dailyCap !== null && sameDay.length >= rules.dailyCap) {
    throw new SlotHeldError(`${day} is full`);
  }
  const clash = nearby.some(
    (session) =>
      session.start.getTime() - before < slot.end.getTime() + after &&
      session.end.getTime() + after > slot.start.getTime() - before,
  );
  if (clash) throw new SlotHeldError(`${slot.start.toISOString()} overlaps a session`);
}
