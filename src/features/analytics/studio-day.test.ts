import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, studioDay } from './studio-day';

describe('studioDay', () => {
  it('is the calendar day in New York, across both changes of the clocks', () => {
    expect(studioDay(new Date('2026-11-21T04:59:59Z'))).toBe('2026-11-20');
    expect(studioDay(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21');
    expect(studioDay(new Date('2026-07-04T03:59:59Z'))).toBe('2026-07-03');
    expect(studioDay(new Date('2026-07-04T04:00:00Z'))).toBe('2026-07-04');
    expect(studioDay(new Date('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    expect(studioDay(new Date('2026-11-01T05:30:00Z'))).toBe('2026-11-01');
  });

  it('answers alike for instants asked in any order', () => {
    const instants = Array.from(
      { length: 200 },
      (_, i) => new Date(Date.UTC(2026, 10, 20, 0, i * 13)),
    );
    const expected = instants.map((at) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(at),
    );
    expect([...instants].reverse().map(studioDay)).toEqual([...expected].reverse());
  });
});

describe('day arithmetic', () => {
  it('moves across months and years and counts the days between', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-23', '2026-11-21')).toBe(29);
  });
});
