import { TZDate } from '@date-fns/tz';
import { calendarDay, holidaysBetween } from './closed-days';
import type { AvailabilityConfig } from './config';
import { dayKey } from '@/lib/dates';

export interface Slot {
  start: Date;
  end: Date;
}

export interface GridSlot extends Slot {
  day: string;
}

/** Who asks: the studio is not bound by the minimum notice it gives visitors. */
export type Actor = 'visitor' | 'studio';

interface AvailabilityInput {
  now: Date;
  config: AvailabilityConfig;
  /** Starts of the active bookings from the studio's today on: taken, and counted per day. */
  taken?: Iterable<Date>;
  closedDays?: Iterable<string>;
  grid?: readonly GridSlot[];
  by?: Actor;
}

/** Why a start is not offered, in the order a visitor would want to hear it. */
export type SlotProblem = 'past' | 'tooSoon' | 'tooFar' | 'notOffered' | 'closedDay' | 'dayFull';

const MINUTE_MS = 60_000;

export function bookingWindow(now: Date, config: AvailabilityConfig, by: Actor = 'visitor') {
  const notice = by === 'studio' ? 0 : config.minimumNoticeMinutes;
  return {
    earliest: new Date(now.getTime() + notice * MINUTE_MS),
    latest: new Date(now.getTime() + config.horizonDays * 24 * 60 * MINUTE_MS),
  };
}

function parseTime(value: string): [hours: number, minutes: number] {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new Error(`Invalid start time "${value}": expected HH:MM`);
  return [Number(match[1]), Number(match[2])];
}

// Each start takes several time-zone conversions, and every request walks the same four weeks.
const sessionStartsByDay = new Map<string, number[]>();
const MAX_REMEMBERED_DAYS = 2_000;

function sessionStarts(day: string, config: AvailabilityConfig): number[] {
  const key = `${config.timeZone}|${config.startTimes.join(',')}|${day}`;
  let starts = sessionStartsByDay.get(key);
  if (!starts) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    starts = config.startTimes.map((time) => {
      const [hours, minutes] = parseTime(time);
      return new TZDate(year, month - 1, date, hours, minutes, config.timeZone).getTime();
    });
    if (sessionStartsByDay.size >= MAX_REMEMBERED_DAYS) sessionStartsByDay.clear();
    sessionStartsByDay.set(key, starts);
  }
  return starts;
}

export function sessionGrid(now: Date, config: AvailabilityConfig): GridSlot[] {
  const { latest } = bookingWindow(now, config);
  const today = new TZDate(now.getTime(), config.timeZone);
  const slots: GridSlot[] = [];
  // One calendar day more than the horizon covers a window that starts late in the day.
  for (let offset = 0; offset <= config.horizonDays; offset += 1) {
    // Calendar arithmetic needs no time zone: a UTC date stands for the studio's calendar day.
    const date = new Date(
      Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset),
    );
    if (!config.weekdays.includes(date.getUTCDay())) continue;
    const day = date.toISOString().slice(0, 10);
    for (const startMs of sessionStarts(day, config)) {
      if (startMs < now.getTime() || startMs >= latest.getTime()) continue;
      slots.push({
        day,
        start: new Date(startMs),
        end: new Date(startMs + config.sessionMinutes * MINUTE_MS),
      });
    }
  }
  return slots;
}

function slotRules({
  now,
  config,
  taken = [],
  closedDays = [],
  grid = sessionGrid(now, config),
  by = 'visitor',
}: AvailabilityInput) {
  const { earliest, latest } = bookingWindow(now, config, by);
  const takenStarts = new Set<number>();
  const perDay = new Map<string, number>();
  for (const start of taken) {
    takenStarts.add(start.getTime());
    const day = dayKey(start, config.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const closed = new Set(closedDays);
  for (const { day } of holidaysBetween(
    config.holidays,
    calendarDay(new TZDate(now.getTime(), config.timeZone)),
    calendarDay(new TZDate(latest.getTime(), config.timeZone)),
    config.timeZone,
  )) {
    closed.add(day);
  }
  const cap = config.dailyCap ?? Infinity;
  const problemOf = (slot: GridSlot): SlotProblem | 'taken' | undefined => {
    if (slot.start.getTime() < earliest.getTime()) return 'tooSoon';
    if (closed.has(slot.day)) return 'closedDay';
    if (takenStarts.has(slot.start.getTime())) return 'taken';
    if ((perDay.get(slot.day) ?? 0) >= cap) return 'dayFull';
    return undefined;
  };
  return { grid, latest, problemOf };
}

export function availableSlots(input: AvailabilityInput): Slot[] {
  const { grid, problemOf } = slotRules(input);
  return grid.filter((slot) => problemOf(slot) === undefined);
}

/** Why `start` cannot be booked now, or the slot it names (free or `taken`). */
export function checkSlot(
  start: Date,
  input: AvailabilityInput,
): { problem: SlotProblem } | { slot: Slot; taken: boolean } {
  const { grid, latest, problemOf } = slotRules(input);
  const slot = grid.find((candidate) => candidate.start.getTime() === start.getTime());
  if (!slot) {
    if (start.getTime() < input.now.getTime()) return { problem: 'past' };
    if (start.getTime() >= latest.getTime()) return { problem: 'tooFar' };
    return { problem: 'notOffered' };
  }
  const problem = problemOf(slot);
  if (problem === 'taken') return { slot, taken: true };
  return problem ? { problem } : { slot, taken: false };
}

export function findSlot(slots: readonly Slot[], start: Date): Slot | undefined {
  return slots.find((slot) => slot.start.getTime() === start.getTime());
}
