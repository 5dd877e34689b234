import { TZDate } from '@date-fns/tz';
import { calendarDay, holidaysBetween } from './closed-days';
import type { AvailabilityConfig } from './config';

/** A bookable session: absolute instants, independent of anyone's time zone. */
export interface Slot {
  start: Date;
  end: Date;
}

export interface AvailabilityInput {
  now: Date;
  config: AvailabilityConfig;
  /** Start instants of sessions already booked. */
  taken?: Iterable<Date>;
  /** Days closed by command (YYYY-MM-DD, studio calendar), besides the configured holidays. */
  closedDays?: Iterable<string>;
}

const MINUTE_MS = 60_000;

/** The instants between which a session may start: after the minimum notice, before the horizon. */
export function bookingWindow(now: Date, config: AvailabilityConfig) {
  return {
    earliest: new Date(now.getTime() + config.minimumNoticeMinutes * MINUTE_MS),
    latest: new Date(now.getTime() + config.horizonDays * 24 * 60 * MINUTE_MS),
  };
}

function parseTime(value: string): [hours: number, minutes: number] {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new Error(`Invalid start time "${value}": expected HH:MM`);
  return [Number(match[1]), Number(match[2])];
}

// A day's session starts take several time-zone conversions each and never change, while every
// slots request and booking walks the same four weeks: each day's are worked out once.
const sessionStartsByDay = new Map<string, number[]>();
const MAX_REMEMBERED_DAYS = 2_000;

/** The instants the sessions of one studio calendar day (YYYY-MM-DD) start at. */
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

/**
 * Every session the studio offers, in order: on the configured weekdays and start times of the
 * studio's calendar (so sessions keep their local time across daylight-saving changes), except
 * on holidays and closed days, no sooner than the minimum notice, starting before the horizon,
 * and not already taken.
 */
export function availableSlots({
  now,
  config,
  taken = [],
  closedDays = [],
}: AvailabilityInput): Slot[] {
  const { earliest, latest } = bookingWindow(now, config);
  const takenStarts = new Set(Array.from(taken, (date) => date.getTime()));
  const today = new TZDate(now.getTime(), config.timeZone);
  const lastDay = new TZDate(latest.getTime(), config.timeZone);
  const closed = new Set(closedDays);
  for (const { day } of holidaysBetween(
    config.holidays,
    calendarDay(today),
    calendarDay(lastDay),
    config.timeZone,
  )) {
    closed.add(day);
  }
  const slots: Slot[] = [];

  // One calendar day more than the horizon covers a window that starts late in the day.
  for (let offset = 0; offset <= config.horizonDays; offset += 1) {
    // Calendar arithmetic needs no time zone: a UTC date stands for the studio's calendar day.
    const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    if (!config.weekdays.includes(day.getUTCDay())) continue;
    const dayKey = day.toISOString().slice(0, 10);
    if (closed.has(dayKey)) continue;
    for (const startMs of sessionStarts(dayKey, config)) {
      if (startMs < earliest.getTime() || startMs >= latest.getTime()) continue;
      if (takenStarts.has(startMs)) continue;
      slots.push({
        start: new Date(startMs),
        end: new Date(startMs + config.sessionMinutes * MINUTE_MS),
      });
    }
  }
  return slots;
}

/** The offered slot starting at `start`, if the studio offers one there right now. */
export function findSlot(slots: readonly Slot[], start: Date): Slot | undefined {
  return slots.find((slot) => slot.start.getTime() === start.getTime());
}
