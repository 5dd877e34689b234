import { dayKey } from '@/lib/dates';

export interface SlotEntry {
  start: string;
  end: string;
  label: string;
}

interface SlotDay {
  key: string;
  entries: SlotEntry[];
}

interface SlotWeek {
  monday: string;
  days: SlotDay[];
}

const DAY_MS = 86_400_000;

function mondayOf(key: string): string {
  const date = new Date(`${key}T12:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

// Every week of the window is included, so a fully booked week shows empty rather than vanishing.
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
