import { dayKey } from './slot-format';

export interface SlotEntry {
  start: string;
  end: string;
  label: string;
}

export interface SlotDay {
  /** YYYY-MM-DD in the visitor's zone. */
  key: string;
  entries: SlotEntry[];
}

export interface SlotWeek {
  /** Monday of the week, YYYY-MM-DD in the visitor's zone. */
  monday: string;
  days: SlotDay[];
}

const DAY_MS = 86_400_000;

function mondayOf(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Slots by calendar week and day as the visitor lives them (Monday first), every week of the
 * booking window included, so a fully booked week shows as an empty week rather than vanishing.
 */
export function groupSlotsByWeek(
  entries: readonly SlotEntry[],
  window: { from: string; until: string },
  timeZone: string,
): SlotWeek[] {
  const weeks = new Map<string, Map<string, SlotEntry[]>>();
  const lastMonday = mondayOf(dayKey(new Date(window.until), timeZone));
  for (
    let monday = mondayOf(dayKey(new Date(window.from), timeZone));
    monday <= lastMonday;
    monday = new Date(new Date(`${monday}T12:00:00Z`).getTime() + 7 * DAY_MS)
      .toISOString()
      .slice(0, 10)
  ) {
    weeks.set(monday, new Map());
  }
  for (const entry of entries) {
    const day = dayKey(new Date(entry.start), timeZone);
    const monday = mondayOf(day);
    if (!weeks.has(monday)) weeks.set(monday, new Map());
    const days = weeks.get(monday)!;
    days.set(day, [...(days.get(day) ?? []), entry]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([monday, days]) => ({
      monday,
      days: [...days.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, dayEntries]) => ({ key, entries: dayEntries })),
    }));
}

/** The week to show first: the one holding the chosen slot, else the first with any slot. */
export function initialWeekIndex(weeks: readonly SlotWeek[], chosen?: string): number {
  const holding = weeks.findIndex((week) =>
    week.days.some((day) => day.entries.some((entry) => entry.start === chosen)),
  );
  if (holding >= 0) return holding;
  return Math.max(
    0,
    weeks.findIndex((week) => week.days.length > 0),
  );
}
