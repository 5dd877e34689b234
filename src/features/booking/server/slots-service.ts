import type { Queryable } from '@/server/db/types';
import {
  availableSlots,
  checkSlot,
  sessionGrid,
  type Actor,
  type GridSlot,
  type Slot,
} from '../availability';
import { nextCalendarDay, startOfCalendarDay } from '../closed-days';
import { availabilityFor, type SchedulingRules } from '../config';
import { studioTimeZone } from '@/config/site';
import { ruleLimits } from '../scheduling-rules';
import { dayKey } from '@/lib/dates';
import { takenSlotStarts } from './bookings-repository';
import { closedDaysBetween } from './closed-days-repository';
import { getSchedulingRules } from './scheduling-rules-repository';

const DAY_MS = 86_400_000;

interface SlotOptions {
  rules?: SchedulingRules;
  by?: Actor;
  /** A booking about to move: its own time counts as free. */
  exceptBookingId?: string;
}

// Read for the longest window the rules allow, so the three queries need not wait on each other.
async function slotInput(db: Queryable, now: Date, options: SlotOptions) {
  const today = dayKey(now, studioTimeZone);
  const lastDay = dayKey(
    new Date(now.getTime() + (ruleLimits.weeksAhead.max * 7 + 1) * DAY_MS),
    studioTimeZone,
  );
  const [rules, taken, closed] = await Promise.all([
    options.rules ?? getSchedulingRules(db),
    takenSlotStarts(
      db,
      startOfCalendarDay(today, studioTimeZone),
      startOfCalendarDay(nextCalendarDay(lastDay), studioTimeZone),
      options.exceptBookingId,
    ),
    closedDaysBetween(db, today, lastDay),
  ]);
  return {
    rules,
    input: {
      now,
      config: availabilityFor(rules),
      taken,
      closedDays: closed.map((row) => row.day),
      by: options.by,
    },
  };
}

export async function currentOffer(db: Queryable, now: Date, options: SlotOptions = {}) {
  const { rules, input } = await slotInput(db, now, options);
  return { rules, slots: availableSlots(input) };
}

export async function offeredSlots(
  db: Queryable,
  now: Date,
  options: SlotOptions = {},
): Promise<Slot[]> {
  return (await currentOffer(db, now, options)).slots;
}

/** The times a booking can move to: the dialog's, and for the studio without the notice. */
export async function freeSlots(
  db: Queryable,
  now: Date,
  { by = 'studio', exceptBookingId }: Pick<SlotOptions, 'by' | 'exceptBookingId'> = {},
): Promise<Slot[]> {
  return offeredSlots(db, now, { by, exceptBookingId });
}

export async function judgeSlot(
  db: Queryable,
  start: Date,
  now: Date,
  options: SlotOptions & { grid?: readonly GridSlot[] } = {},
) {
  const { rules, input } = await slotInput(db, now, options);
  return {
    rules,
    verdict: checkSlot(start, { ...input, grid: options.grid ?? sessionGrid(now, input.config) }),
  };
}
