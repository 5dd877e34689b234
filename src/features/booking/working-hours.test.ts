import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableSlots, checkSlot } from './availability';
import { availabilityFor, defaultSchedulingRules, type SchedulingRules } from './config';
import { migrateStoredRules, schedulingRulesSchema } from './scheduling-rules';

const ZONE = 'America/New_York';
const MINUTE = 60_000;

const rules = (patch: Partial<SchedulingRules>): SchedulingRules => ({
  ...defaultSchedulingRules,
  minimumNoticeMinutes: 0,
  ...patch,
});

const slotsOf = (patch: Partial<SchedulingRules>, now: string, extra = {}) =>
  availableSlots({ now: new Date(now), config: availabilityFor(rules(patch)), ...extra });

const clock = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);

const onDay = (slots: { start: Date }[], weekday: string) =>
  slots.map((slot) => clock(slot.start)).filter((label) => label.startsWith(weekday));

const week = (friday: SchedulingRules['weeklyHours'][number]) => [
  [],
  [],
  [{ from: '10:00', until: '15:30' }],
  [],
  [],
  friday,
  [],
];

// Monday 2 March 2026, 08:00 EST.
const MONDAY = '2026-03-02T13:00:00Z';

describe('working hours', () => {
  it('gives each weekday its own ranges: a short Friday of 10-12 and 14-16', () => {
    const slots = slotsOf(
      {
        weeklyHours: week([
          { from: '10:00', until: '12:00' },
          { from: '14:00', until: '16:00' },
        ]),
        startEveryMinutes: 30,
        sessionMinutes: 60,
      },
      MONDAY,
    );
    expect(onDay(slots, 'Fri').slice(0, 6)).toEqual([
      'Fri 10:00',
      'Fri 10:30',
      'Fri 11:00',
      'Fri 14:00',
      'Fri 14:30',
      'Fri 15:00',
    ]);
    expect(onDay(slots, 'Tue').slice(0, 10)).toEqual(
      [
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
        '13:00',
        '13:30',
        '14:00',
        '14:30',
      ].map((time) => `Tue ${time}`),
    );
    expect(onDay(slots, 'Wed')).toEqual([]);
  });

  it('keeps wall-clock hours across both daylight saving changes', () => {
    const hours = { weeklyHours: week([{ from: '09:00', until: '10:00' }]) };
    const march = slotsOf(hours, '2026-03-02T13:00:00Z').map((s) => s.start.toISOString());
    expect(march).toContain('2026-03-06T14:00:00.000Z');
    expect(march).toContain('2026-03-13T13:00:00.000Z');
    const november = slotsOf(hours, '2026-10-26T12:00:00Z').map((s) => s.start.toISOString());
    expect(november).toContain('2026-10-30T13:00:00.000Z');
    expect(november).toContain('2026-11-06T14:00:00.000Z');
  });

  it('lets a date have other hours, or a blocked time within its hours', () => {
    const base = { weeklyHours: week([{ from: '10:00', until: '12:00' }]), startEveryMinutes: 30 };
    const other = slotsOf(
      {
        ...base,
        overrides: [{ day: '2026-03-06', kind: 'hours', from: '16:00', until: '17:00' }],
      },
      MONDAY,
    );
    expect(onDay(other, 'Fri').slice(0, 2)).toEqual(['Fri 16:00', 'Fri 16:30']);
    // The next Friday keeps its weekly hours.
    expect(onDay(other, 'Fri')[2]).toBe('Fri 10:00');

    const blocked = slotsOf(
      {
        ...base,
        overrides: [{ day: '2026-03-06', kind: 'blocked', from: '10:45', until: '11:15' }],
      },
      MONDAY,
    );
    expect(onDay(blocked, 'Fri').slice(0, 2)).toEqual(['Fri 10:00', 'Fri 11:30']);

    const wednesday = slotsOf(
      { ...base, overrides: [{ day: '2026-03-04', kind: 'hours', from: '09:00', until: '09:30' }] },
      MONDAY,
    );
    expect(onDay(wednesday, 'Wed')).toEqual(['Wed 09:00']);
  });

  it('keeps the buffers free around booked sessions and calendar events', () => {
    const hours = {
      weeklyHours: week([{ from: '09:00', until: '13:00' }]),
      startEveryMinutes: 30,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
    };
    const friday = (time: string) =>
      new Date(new TZDate(2026, 2, 6, Number(time.slice(0, 2)), Number(time.slice(3)), ZONE));
    const booked = { start: friday('10:00'), end: friday('10:30') };
    const taken = onDay(slotsOf(hours, MONDAY, { taken: [booked] }), 'Fri').slice(0, 8);
    // 09:30 ends at 10:00: its buffer and the 10:00 session's touch, and a 30-minute gap is needed.
    expect(taken).toEqual([
      'Fri 09:00',
      'Fri 11:00',
      'Fri 11:30',
      'Fri 12:00',
      'Fri 12:30',
      'Fri 09:00',
      'Fri 09:30',
      'Fri 10:00',
    ]);

    const event = { start: friday('11:50'), end: friday('12:05') };
    const busy = onDay(slotsOf(hours, MONDAY, { busy: [event] }), 'Fri').slice(0, 6);
    expect(busy).toEqual([
      'Fri 09:00',
      'Fri 09:30',
      'Fri 10:00',
      'Fri 10:30',
      'Fri 11:00',
      'Fri 12:30',
    ]);
    const verdict = checkSlot(friday('11:30'), {
      now: new Date(MONDAY),
      config: availabilityFor(rules(hours)),
      busy: [event],
    });
    expect(verdict).toEqual({ problem: 'busy' });
  });

  it('refuses ranges that overlap, run backwards or cannot hold a session', () => {
    const check = (weeklyHours: SchedulingRules['weeklyHours']) =>
      schedulingRulesSchema
        .safeParse({ ...defaultSchedulingRules, weeklyHours })
        .error?.issues.map((issue) => issue.message);
    expect(
      check(
        week([
          { from: '10:00', until: '12:00' },
          { from: '11:00', until: '13:00' },
        ]),
      ),
    ).toEqual(['rangesOverlap']);
    expect(check(week([{ from: '12:00', until: '10:00' }]))).toEqual(['range']);
    expect(check(week([{ from: '12:00', until: '12:20' }]))).toEqual(['rangeTooShort']);
    expect(check([[], [], [], [], [], [], []])).toEqual(['noHours']);
    expect(check(week([{ from: '22:00', until: '24:00' }]))).toBeUndefined();
  });
});

// The engine as it was before working hours: each weekday offered the same start times.
function legacySlots(legacy: { weekdays: number[]; startTimes: string[] }, now: Date) {
  const config = availabilityFor(defaultSchedulingRules);
  const latest = now.getTime() + config.horizonDays * 86_400_000;
  const today = new TZDate(now.getTime(), ZONE);
  const starts: number[] = [];
  for (let offset = 0; offset <= config.horizonDays; offset += 1) {
    const date = new Date(
      Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset),
    );
    if (!legacy.weekdays.includes(date.getUTCDay())) continue;
    for (const time of legacy.startTimes) {
      const start = new TZDate(
        date.getUTCFullYear(),
        date.getUTCMonth(),
        date.getUTCDate(),
        Number(time.slice(0, 2)),
        Number(time.slice(3)),
        ZONE,
      ).getTime();
      if (start >= now.getTime() + config.minimumNoticeMinutes * MINUTE && start < latest) {
        starts.push(start);
      }
    }
  }
  return starts.sort((a, b) => a - b);
}

describe('rules saved before working hours', () => {
  const legacyRules = fc
    .record({
      weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
      session: fc.constantFrom(15, 30, 45, 60),
      starts: fc.uniqueArray(fc.integer({ min: 0, max: 22 * 4 }), { minLength: 1, maxLength: 10 }),
    })
    .map(({ weekdays, session, starts }) => {
      // Spaced at least a session apart, as the old rules required.
      const times: number[] = [];
      for (const quarter of [...starts].sort((a, b) => a - b)) {
        const minute = quarter * 15;
        if (!times.length || minute - times.at(-1)! >= session) times.push(minute);
      }
      const text = (m: number) =>
        `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return { weekdays, sessionMinutes: session, startTimes: times.map(text) };
    });

  it('offers exactly the sessions the old rules offered', () => {
    fc.assert(
      fc.property(
        legacyRules,
        fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
        (legacy, now) => {
          const stored = { ...defaultSchedulingRules, ...legacy } as Record<string, unknown>;
          delete stored.weeklyHours;
          delete stored.startEveryMinutes;
          const migrated = schedulingRulesSchema.parse(
            migrateStoredRules({ ...legacy, ...stored }, 30),
          );
          const offered = availableSlots({
            now,
            config: { ...availabilityFor(migrated), holidays: [] },
          })
            .map((slot) => slot.start.getTime())
            .sort((a, b) => a - b);
          expect(offered).toEqual(legacySlots(legacy, now));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps the old defaults as one range a day, a session every hour', () => {
    expect(
      migrateStoredRules(
        {
          weekdays: [2, 3, 4],
          startTimes: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
          sessionMinutes: 30,
        },
        30,
      ),
    ).toMatchObject({
      weeklyHours: defaultSchedulingRules.weeklyHours,
      startEveryMinutes: 60,
    });
  });
});
