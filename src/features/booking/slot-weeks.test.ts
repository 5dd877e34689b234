import { describe, expect, it } from 'vitest';
import { availableSlots, bookingWindow } from './availability';
import { availabilityConfig } from './config';
import { groupSlotsByWeek, initialWeekIndex } from './slot-weeks';

const now = new Date('2026-03-02T13:00:00Z');
const window = bookingWindow(now, availabilityConfig);
const range = { from: window.earliest.toISOString(), until: window.latest.toISOString() };
const entries = availableSlots({ now, config: availabilityConfig }).map((slot) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
  label: '',
}));

describe('grouping slots by week', () => {
  it('groups by the visitor’s own calendar, Monday first', () => {
    const weeks = groupSlotsByWeek(entries, range, 'America/New_York');
    expect(weeks.map((week) => week.monday)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
    ]);
    expect(weeks[0]!.days.map((day) => day.key)).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
    ]);
    expect(weeks[0]!.days[0]!.entries).toHaveLength(6);
    expect(weeks.at(-1)!.days).toEqual([]);
  });

  it('moves late sessions to the next day for a visitor far east', () => {
    // 15:00 in New York is 05:00 the next morning in Tokyo.
    const weeks = groupSlotsByWeek(entries, range, 'Asia/Tokyo');
    expect(weeks[0]!.days.map((day) => day.key)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
    ]);
  });

  it('keeps fully booked weeks as empty weeks', () => {
    const withoutSecondWeek = entries.filter((entry) => !entry.start.startsWith('2026-03-1'));
    const weeks = groupSlotsByWeek(withoutSecondWeek, range, 'America/New_York');
    expect(weeks[1]!.monday).toBe('2026-03-09');
    expect(weeks[1]!.days).toEqual([]);
  });

  it('opens on the chosen slot’s week, else the first week with slots', () => {
    const weeks = groupSlotsByWeek(entries.slice(18), range, 'America/New_York');
    expect(initialWeekIndex(weeks)).toBe(1);
    expect(initialWeekIndex(weeks, entries[40]!.start)).toBe(2);
  });
});
