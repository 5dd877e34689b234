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
import { currentBusyTimes } from '@/features/calendars/server/busy-times-cache';
import { takenSessions } from './bookings-repository';
import { closedDaysBetween } from './closed-days-repository';
import { getSchedulingRules } from './scheduling-rules-repository';

const DAY_MS = 86_400_000;

interface SlotOptions {
  rules?: SchedulingRules;
  by?: Actor;
  /** A booking about to move: its own time counts as free, in the calendars too. */
  exceptBookingId?: string;
  exceptUid?: string;
}

// Read for the longest window the rules allow, so the queries need not wait on each other.
async function slotInput(db: Queryable, now: Date, options: SlotOptions) {
  const today = dayKey(now, studioTimeZone);
  const lastDay = dayKey(
    new Date(now.getTime() + (ruleLimits.weeksAhead.max * 7 + 1) * DAY_MS),
    studioTimeZone,
  );
  const from = startOfCalendarDay(today, studioTimeZone);
  const until = startOfCalendarDay(nextCalendarDay(lastDay), studioTimeZone);
  const [rules, taken, closed, busy] = await Promise.all([
    options.rules ?? getSchedulingRules(db),
    takenSessions(db, from, until, options.exceptBookingId),
    closedDaysBetween(db, today, lastDay),
    currentBusyTimes(db, from, until),
  ]);
  const config = availabilityFor(rules);
  return {
    rules,
    input: {
      now,
      config,
      taken,
      // A booking about to move sees the calendars without its own event, read back from them.
      busy: options.exceptUid
        ? busy.times.filter((time) => time.uid !== options.exceptUid)
        : busy.timeline,
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

export async function freeSlots(
  db: Queryable,
  now: Date,
  { by = 'studio', ...except }: Pick<SlotOptions, 'by' | 'exceptBookingId' | 'exceptUid'> = {},
): Promise<Slot[]> {
  return offeredSlots(db, now, { by, ...except });
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
