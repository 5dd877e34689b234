import { TZDate } from '@date-fns/tz';
import { Timeline, timelineOf } from '@/lib/timeline';
import { calendarDay, holidaysBetween } from './closed-days';
import type { AvailabilityConfig, TimeRange } from './config';
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
  taken?: Iterable<Slot>;
  // A Timeline built once serves every request until the calendars change.
  busy?: Iterable<Slot> | Timeline;
  closedDays?: Iterable<string>;
  grid?: readonly GridSlot[];
  by?: Actor;
}

/** Why a start is not offered, in the order a visitor would want to hear it. */
export type SlotProblem =
  'past' | 'tooSoon' | 'tooFar' | 'notOffered' | 'closedDay' | 'dayFull' | 'busy';

const MINUTE_MS = 60_000;

export function bookingWindow(now: Date, config: AvailabilityConfig, by: Actor = 'visitor') {
  const notice = by === 'studio' ? 0 : config.minimumNoticeMinutes;
  return {
    earliest: new Date(now.getTime() + notice * MINUTE_MS),
    latest: new Date(now.getTime() + config.horizonDays * 24 * 60 * MINUTE_MS),
  };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

// Each start takes several time-zone conversions, and every request walks the same weeks.
const dayTimesByKey = new Map<string, number[]>();
const MAX_REMEMBERED_DAYS = 4_000;

function studioInstants(day: string, minutes: readonly number[], timeZone: string): number[] {
  const key = `${timeZone}|${day}|${minutes.join(',')}`;
  let instants = dayTimesByKey.get(key);
  if (!instants) {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    instants = minutes.map((minute) =>
      new TZDate(year, month - 1, date, Math.floor(minute / 60), minute % 60, timeZone).getTime(),
    );
    if (dayTimesByKey.size >= MAX_REMEMBERED_DAYS) dayTimesByKey.clear();
    dayTimesByKey.set(key, instants);
  }
  return instants;
}

function overridesByDay(config: AvailabilityConfig) {
  const days = new Map<string, { hours: TimeRange[]; blocked: TimeRange[] }>();
  for (const entry of config.overrides) {
    const day = days.get(entry.day) ?? { hours: [], blocked: [] };
    day[entry.kind].push(entry);
    days.set(entry.day, day);
  }
  return days;
}

function startMinutes(ranges: readonly TimeRange[], config: AvailabilityConfig): number[] {
  const starts: number[] = [];
  for (const range of ranges) {
    const end = minutesOf(range.until);
    for (let at = minutesOf(range.from); at + config.sessionMinutes <= end;) {
      starts.push(at);
      at += config.startEveryMinutes;
    }
  }
  return starts;
}

const padding = (config: AvailabilityConfig) => ({
  before: config.bufferBeforeMinutes * MINUTE_MS,
  after: config.bufferAfterMinutes * MINUTE_MS,
});

export function sessionGrid(now: Date, config: AvailabilityConfig): GridSlot[] {
  const { latest } = bookingWindow(now, config);
  const today = new TZDate(now.getTime(), config.timeZone);
  const overrides = overridesByDay(config);
  const pad = padding(config);
  const slots: GridSlot[] = [];
  // One calendar day more than the horizon covers a window that starts late in the day.
  for (let offset = 0; offset <= config.horizonDays; offset += 1) {
    // Calendar arithmetic needs no time zone: a UTC date stands for the studio's calendar day.
    const date = new Date(
      Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset),
    );
    const day = date.toISOString().slice(0, 10);
    const override = overrides.get(day);
    const ranges = override?.hours.length
      ? override.hours
      : (config.weeklyHours[date.getUTCDay()] ?? []);
    if (!ranges.length) continue;
    const blocked = new Timeline(
      (override?.blocked ?? []).map((range) => {
        const [start, end] = studioInstants(
          day,
          [minutesOf(range.from), minutesOf(range.until)],
          config.timeZone,
        );
        return { start: start!, end: end! };
      }),
    );
    for (const startMs of studioInstants(day, startMinutes(ranges, config), config.timeZone)) {
      if (startMs < now.getTime() || startMs >= latest.getTime()) continue;
      const endMs = startMs + config.sessionMinutes * MINUTE_MS;
      if (blocked.overlaps(startMs - pad.before, endMs + pad.after)) continue;
      slots.push({ day, start: new Date(startMs), end: new Date(endMs) });
    }
  }
  return slots;
}

function slotRules({
  now,
  config,
  taken = [],
  busy = [],
  closedDays = [],
  grid = sessionGrid(now, config),
  by = 'visitor',
}: AvailabilityInput) {
  const { earliest, latest } = bookingWindow(now, config, by);
  const pad = padding(config);
  const takenStarts = new Set<number>();
  const perDay = new Map<string, number>();
  const sessions: { start: number; end: number }[] = [];
  for (const session of taken) {
    takenStarts.add(session.start.getTime());
    sessions.push({
      start: session.start.getTime() - pad.before,
      end: session.end.getTime() + pad.after,
    });
    const day = dayKey(session.start, config.timeZone);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const booked = new Timeline(sessions);
  const held = busy instanceof Timeline ? busy : timelineOf(busy);
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
    const start = slot.start.getTime() - pad.before;
    const end = slot.end.getTime() + pad.after;
    if (slot.start.getTime() < earliest.getTime()) return 'tooSoon';
    if (closed.has(slot.day)) return 'closedDay';
    if (takenStarts.has(slot.start.getTime()) || booked.overlaps(start, end)) return 'taken';
    if ((perDay.get(slot.day) ?? 0) >= cap) return 'dayFull';
    if (held.overlaps(start, end)) return 'busy';
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
