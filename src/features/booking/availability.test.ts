import { describe, expect, it } from 'vitest';
import { availableSlots, bookingWindow, findSlot } from './availability';
import { availabilityConfig } from './config';
import { dayKey } from '@/lib/dates';

const config = availabilityConfig;
const session = (start: string, minutes = 30) => ({
  start: new Date(start),
  end: new Date(Date.parse(start) + minutes * 60_000),
});
const slotsAt = (now: string, taken: string[] = [], closedDays: string[] = []) =>
  availableSlots({
    now: new Date(now),
    config,
    taken: taken.map((t) => session(t)),
    closedDays,
  });
const starts = (now: string, taken?: string[]) =>
  slotsAt(now, taken).map((slot) => slot.start.toISOString());

/** The studio's wall-clock time of an instant, e.g. "Tue 10:00". */
const studioTime = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** The studio's calendar day of an instant, YYYY-MM-DD. */
const studioDay = (date: Date) => dayKey(date, 'America/New_York');

describe('availability', () => {
  it('offers 30-minute sessions on the hour, 10:00 to 15:00 studio time, Tuesday to Thursday', () => {
    // Monday 2 March 2026, 08:00 EST: the whole first week is more than 24 hours away.
    const slots = slotsAt('2026-03-02T13:00:00Z');
    const firstWeek = slots.slice(0, 18);
    expect(firstWeek.map((slot) => studioTime(slot.start))).toEqual(
      ['Tue', 'Wed', 'Thu'].flatMap((day) =>
        ['10', '11', '12', '13', '14', '15'].map((hour) => `${day} ${hour}:00`),
      ),
    );
    expect(firstWeek[0]!.start.toISOString()).toBe('2026-03-03T15:00:00.000Z');
    for (const slot of slots) {
      expect(slot.end.getTime() - slot.start.getTime()).toBe(30 * 60_000);
    }
    // Four full weeks: 4 x 3 days x 6 sessions.
    expect(slots).toHaveLength(72);
    expect(slots.every((slot, i) => i === 0 || slot.start > slots[i - 1]!.start)).toBe(true);
  });

  it('keeps studio hours when daylight saving time starts (8 March 2026)', () => {
    const slots = starts('2026-03-02T13:00:00Z');
    // Thursday 5 March, EST (UTC-5), then Tuesday 10 March, EDT (UTC-4).
    expect(slots).toContain('2026-03-05T15:00:00.000Z');
    expect(slots).toContain('2026-03-10T14:00:00.000Z');
    const tuesdayAfter = slots.filter((s) => s.startsWith('2026-03-10'));
    expect(tuesdayAfter).toEqual([
      '2026-03-10T14:00:00.000Z',
      '2026-03-10T15:00:00.000Z',
      '2026-03-10T16:00:00.000Z',
      '2026-03-10T17:00:00.000Z',
      '2026-03-10T18:00:00.000Z',
      '2026-03-10T19:00:00.000Z',
    ]);
  });

  it('keeps studio hours when daylight saving time ends (1 November 2026)', () => {
    const slots = starts('2026-10-26T12:00:00Z');
    expect(slots.filter((s) => s.startsWith('2026-10-29'))[0]).toBe('2026-10-29T14:00:00.000Z');
    expect(slots.filter((s) => s.startsWith('2026-11-03'))[0]).toBe('2026-11-03T15:00:00.000Z');
    expect(
      slotsAt('2026-10-26T12:00:00Z').every((s) =>
        /^(Tue|Wed|Thu) 1[0-5]:00$/.test(studioTime(s.start)),
      ),
    ).toBe(true);
  });

  it('requires the minimum notice: nothing sooner than 24 hours ahead', () => {
    // Tuesday 7 April 2026, 10:30 EDT: Wednesday 10:00 is 23.5 hours away, 11:00 is 24.5.
    const slots = starts('2026-04-07T14:30:00Z');
    expect(slots[0]).toBe('2026-04-08T15:00:00.000Z');
    // Exactly 24 hours ahead is allowed.
    expect(starts('2026-04-07T14:00:00Z')[0]).toBe('2026-04-08T14:00:00.000Z');
  });

  it('stops at the four-week horizon', () => {
    // Tuesday 7 April 2026, 10:00 EDT: the horizon is Tuesday 5 May, 10:00 EDT, exclusive.
    const now = '2026-04-07T14:00:00Z';
    const slots = starts(now);
    expect(slots.at(-1)).toBe('2026-04-30T19:00:00.000Z');
    expect(slots).not.toContain('2026-05-05T14:00:00.000Z');
    const { latest } = bookingWindow(new Date(now), config);
    expect(latest.toISOString()).toBe('2026-05-05T14:00:00.000Z');
    // A minute later, the first session of 5 May is inside the window.
    expect(starts('2026-04-07T14:01:00Z')).toContain('2026-05-05T14:00:00.000Z');
  });

  it('leaves out taken slots', () => {
    const taken = ['2026-03-03T15:00:00.000Z', '2026-03-04T18:00:00.000Z'];
    const slots = starts('2026-03-02T13:00:00Z', taken);
    expect(slots).toHaveLength(70);
    for (const start of taken) expect(slots).not.toContain(start);
  });

  it('offers nothing on the Tuesday-Thursday holidays of 2026 and 2027', () => {
    // Each case: a time four weeks before the holiday is inside the window, and the holiday.
    const holidays = [
      ['2025-12-20T12:00:00Z', '2026-01-01'], // New Year's Day, Thursday
      ['2026-11-10T12:00:00Z', '2026-11-26'], // Thanksgiving, Thursday
      ['2026-12-01T12:00:00Z', '2026-12-24'], // Christmas Eve, Thursday
      ['2027-06-14T12:00:00Z', '2027-07-04'], // Independence Day, Sunday: its week is open
      ['2027-11-10T12:00:00Z', '2027-11-25'], // Thanksgiving, Thursday
    ];
    for (const [now, holiday] of holidays) {
      const days = slotsAt(now!).map((slot) => studioDay(slot.start));
      expect(days, holiday).not.toContain(holiday);
    }
    // The neighbouring working days stay open.
    const thanksgivingWeek = slotsAt('2026-11-10T12:00:00Z').map((slot) => studioDay(slot.start));
    expect(thanksgivingWeek).toContain('2026-11-24');
    expect(thanksgivingWeek).toContain('2026-11-25');
    expect(thanksgivingWeek.filter((day) => day === '2026-11-25')).toHaveLength(6);
    const july2027 = slotsAt('2027-06-14T12:00:00Z').map((slot) => studioDay(slot.start));
    expect(july2027).toEqual(expect.arrayContaining(['2027-07-06', '2027-07-07', '2027-07-08']));
  });

  it('offers nothing on days closed by command', () => {
    const closed = ['2026-03-04', '2026-03-10'];
    const days = slotsAt('2026-03-02T13:00:00Z', [], closed).map((slot) => studioDay(slot.start));
    expect(days).toHaveLength(72 - 12);
    for (const day of closed) expect(days).not.toContain(day);
    expect(days).toContain('2026-03-03');
  });

  it('works out each day for its own zone and start times, asked in any order', () => {
    const now = new Date('2026-03-09T13:00:00Z');
    const madrid = {
      ...config,
      timeZone: 'Europe/Madrid',
      weeklyHours: config.weeklyHours.map((ranges) =>
        ranges.length ? [{ from: '09:30', until: '10:00' }] : [],
      ),
    };
    const inStudio = availableSlots({ now, config });
    const inMadrid = availableSlots({ now, config: madrid });
    expect(inMadrid[0]!.start.toISOString()).toBe('2026-03-11T08:30:00.000Z');
    // Madrid moves to summer time on 29 March, three weeks after New York.
    expect(inMadrid.map((slot) => slot.start.toISOString())).toContain('2026-03-31T07:30:00.000Z');
    expect(availableSlots({ now, config }).map((slot) => slot.start.getTime())).toEqual(
      inStudio.map((slot) => slot.start.getTime()),
    );
  });

  it('finds an offered slot by its start instant only', () => {
    const slots = slotsAt('2026-03-02T13:00:00Z');
    expect(findSlot(slots, new Date('2026-03-03T15:00:00.000Z'))).toBe(slots[0]);
    expect(findSlot(slots, new Date('2026-03-03T15:30:00.000Z'))).toBeUndefined();
  });
});
