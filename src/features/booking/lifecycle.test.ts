import { describe, expect, it } from 'vitest';
import { defaultSchedulingRules } from './config';
import { changeDeadline, reminderTimes, visitorMayChange } from './lifecycle';

const at = (iso: string) => new Date(iso);
const iso = (dates: { sendAt: Date }[]) => dates.map((date) => date.sendAt.toISOString());
const studioClock = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(date)
    .replace(',', '')
    .replace(/\s+/gu, ' ');
const { reminderMinutes } = defaultSchedulingRules;
const longAgo = at('2026-01-01T00:00:00Z');

describe('reminder planning', () => {
  it('plans 24 hours and 1 hour before, earliest first', () => {
    const start = at('2026-06-16T14:00:00Z');
    expect(reminderTimes(start, reminderMinutes, longAgo)).toEqual([
      { minutesBefore: 1440, sendAt: at('2026-06-15T14:00:00Z') },
      { minutesBefore: 60, sendAt: at('2026-06-16T13:00:00Z') },
    ]);
  });

  describe('when the clocks spring forward (8 March 2026, New York)', () => {
    it('counts 24 real hours back across the lost hour: 9 AM EST for a 10 AM EDT session', () => {
      const start = at('2026-03-08T14:00:00Z');
      const [day, hour] = reminderTimes(start, reminderMinutes, longAgo);
      expect(studioClock(start)).toBe('Sun 10:00 AM EDT');
      expect(studioClock(day!.sendAt)).toBe('Sat 9:00 AM EST');
      expect(studioClock(hour!.sendAt)).toBe('Sun 9:00 AM EDT');
      expect(start.getTime() - day!.sendAt.getTime()).toBe(24 * 3_600_000);
    });

    it('plans the hour before a session just after the change inside the night before', () => {
      const start = at('2026-03-08T07:30:00Z');
      expect(studioClock(start)).toBe('Sun 3:30 AM EDT');
      const [, hour] = reminderTimes(start, reminderMinutes, longAgo);
      expect(studioClock(hour!.sendAt)).toBe('Sun 1:30 AM EST');
    });

    it('keeps the wall-clock time for a session the day after', () => {
      const start = at('2026-03-09T14:00:00Z');
      expect(iso(reminderTimes(start, reminderMinutes, longAgo))).toEqual([
        '2026-03-08T14:00:00.000Z',
        '2026-03-09T13:00:00.000Z',
      ]);
      expect(studioClock(reminderTimes(start, reminderMinutes, longAgo)[0]!.sendAt)).toBe(
        'Sun 10:00 AM EDT',
      );
    });
  });

  describe('when the clocks fall back (1 November 2026, New York)', () => {
    it('counts 24 real hours back across the repeated hour: 11 AM EDT for a 10 AM EST session', () => {
      const start = at('2026-11-01T15:00:00Z');
      const [day, hour] = reminderTimes(start, reminderMinutes, longAgo);
      expect(studioClock(start)).toBe('Sun 10:00 AM EST');
      expect(studioClock(day!.sendAt)).toBe('Sat 11:00 AM EDT');
      expect(studioClock(hour!.sendAt)).toBe('Sun 9:00 AM EST');
    });

    it('sends the hour-before reminder of the second 1:30 AM at the first one', () => {
      const start = at('2026-11-01T06:30:00Z');
      const [, hour] = reminderTimes(start, reminderMinutes, longAgo);
      expect(studioClock(start)).toBe('Sun 1:30 AM EST');
      expect(studioClock(hour!.sendAt)).toBe('Sun 1:30 AM EDT');
      expect(hour!.sendAt.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    });
  });

  it('leaves out a reminder whose moment has come or passed when the session is booked', () => {
    const start = at('2026-06-16T14:00:00Z');
    const dayBefore = at('2026-06-15T14:00:00Z');
    expect(iso(reminderTimes(start, reminderMinutes, new Date(dayBefore.getTime() - 1)))).toEqual([
      '2026-06-15T14:00:00.000Z',
      '2026-06-16T13:00:00.000Z',
    ]);
    expect(iso(reminderTimes(start, reminderMinutes, dayBefore))).toEqual([
      '2026-06-16T13:00:00.000Z',
    ]);
    expect(reminderTimes(start, reminderMinutes, at('2026-06-16T13:30:00Z'))).toEqual([]);
    expect(reminderTimes(start, [], longAgo)).toEqual([]);
  });
});

describe('the visitor’s cutoff', () => {
  const rules = { cutoffMinutes: 12 * 60 };

  it('closes 12 hours before the start, to the millisecond', () => {
    const start = at('2026-06-16T14:00:00Z');
    const deadline = changeDeadline(start, rules);
    expect(deadline.toISOString()).toBe('2026-06-16T02:00:00.000Z');
    expect(visitorMayChange(start, rules, new Date(deadline.getTime() - 1))).toBe(true);
    expect(visitorMayChange(start, rules, deadline)).toBe(false);
    expect(visitorMayChange(start, rules, at('2026-06-16T13:59:00Z'))).toBe(false);
  });

  it('counts real hours across both daylight-saving changes', () => {
    const spring = at('2026-03-08T14:00:00Z');
    expect(studioClock(changeDeadline(spring, rules))).toBe('Sat 9:00 PM EST');
    const autumn = at('2026-11-01T15:00:00Z');
    expect(studioClock(changeDeadline(autumn, rules))).toBe('Sat 11:00 PM EDT');
  });

  it('follows the rules in force: no cutoff, or two days', () => {
    const start = at('2026-06-16T14:00:00Z');
    expect(visitorMayChange(start, { cutoffMinutes: 0 }, at('2026-06-16T13:59:59Z'))).toBe(true);
    expect(visitorMayChange(start, { cutoffMinutes: 2880 }, at('2026-06-14T13:59:59Z'))).toBe(true);
    expect(visitorMayChange(start, { cutoffMinutes: 2880 }, at('2026-06-14T14:00:00Z'))).toBe(
      false,
    );
  });
});
