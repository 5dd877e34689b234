import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as getSlots } from '@/app/api/available-slots/route';
import { POST as book } from '@/app/api/book-strategy-session/route';
import { defaultSchedulingRules, type SchedulingRules } from '@/features/booking/config';
import { bookingState } from '@/features/booking/server/booking-changes';
import {
  getSchedulingRules,
  saveSchedulingRules,
} from '@/features/booking/server/scheduling-rules-repository';
import { dayKey } from '@/lib/dates';
import { openDatabase } from '@/server/db/client';
import { bookings, settings } from '@/server/db/schema';
import { bookFreeSlot, linkToken, unsentReminders } from './support/bookings';
import { getRequest, jsonRequest, visitor } from './support/requests';
import { backends, databaseForSuite } from './support/test-database';

const HOUR = 3_600_000;
const STUDIO_ZONE = 'America/New_York';

interface SlotsBody {
  entries: { start: string; end: string }[];
  weekdays: number[];
  sessionMinutes: number;
  weeksAhead: number;
}

async function slots(query = '') {
  const response = await getSlots(getRequest(`/api/available-slots${query}`));
  return (await response.json()) as SlotsBody;
}

async function post(timeSlot: string, email: string, locale = 'en') {
  const response = await book(
    jsonRequest('/api/book-strategy-session', { ...visitor, email, timeSlot, locale }),
  );
  return { status: response.status, body: (await response.json()) as { message: string } };
}

const hoursOn = (days: number[], ranges = [{ from: '10:00', until: '15:30' }]) =>
  Array.from({ length: 7 }, (_, day) => (days.includes(day) ? ranges : []));

const studioClock = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: STUDIO_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

describe.each(backends.both)('the scheduling rules on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  let counter = 0;
  const nextEmail = () => `rules-${(counter += 1)}@example.com`;

  async function change(patch: Partial<SchedulingRules>) {
    const outcome = await saveSchedulingRules(db(), { ...defaultSchedulingRules, ...patch });
    expect(outcome.kind).toBe('saved');
  }

  afterEach(async () => {
    await saveSchedulingRules(db(), defaultSchedulingRules);
  });

  it('start as the code’s values', async () => {
    expect(await getSchedulingRules(db())).toEqual(defaultSchedulingRules);
    expect(await slots()).toMatchObject({ weekdays: [2, 3, 4], sessionMinutes: 30, weeksAhead: 4 });
  });

  it('saved before working hours, offer the same slots as before until changed', async () => {
    const legacy = {
      weekdays: [2, 3, 4],
      startTimes: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'],
      sessionMinutes: 30,
      minimumNoticeMinutes: 24 * 60,
      weeksAhead: 4,
      dailyCap: null,
      cutoffMinutes: 12 * 60,
      reminderMinutes: [24 * 60, 60],
    };
    await db().delete(settings).where(eq(settings.key, 'scheduling'));
    const withDefaults = (await slots()).entries;
    await db().insert(settings).values({ key: 'scheduling', value: legacy });
    expect((await slots()).entries).toEqual(withDefaults);

    const uneven = {
      ...legacy,
      weekdays: [1, 5],
      startTimes: ['09:00', '10:30', '14:00'],
      sessionMinutes: 45,
    };
    await db().update(settings).set({ value: uneven }).where(eq(settings.key, 'scheduling'));
    const after = await slots();
    expect(after.weekdays).toEqual([1, 5]);
    expect(new Set(after.entries.map((entry) => studioClock(entry.start)))).toEqual(
      new Set(
        ['Mon', 'Fri'].flatMap((day) =>
          ['09:00', '10:30', '14:00'].map((time) => `${day} ${time}`),
        ),
      ),
    );
  });

  it('weekdays: new slots follow, the error names the days, a booked session stays', async () => {
    const email = nextEmail();
    const booked = await bookFreeSlot(db(), email);
    const tuesdayToThursday = (await slots()).entries.map((entry) => entry.start);
    await change({ weeklyHours: hoursOn([1, 5]) });

    const after = await slots('?locale=es');
    expect(after.weekdays).toEqual([1, 5]);
    expect(new Set(after.entries.map((entry) => studioClock(entry.start).slice(0, 3)))).toEqual(
      new Set(['Mon', 'Fri']),
    );
    const refused = await post(tuesdayToThursday[0]!, nextEmail());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/sessions run on Monday and Friday/);
    const spanish = await post(tuesdayToThursday[0]!, nextEmail(), 'es');
    expect(spanish.body.message).toMatch(/los días lunes y viernes/);

    const token = await linkToken(db(), email);
    const state = await bookingState(db(), { token });
    expect(state.kind).toBe('active');
    expect(state.kind === 'active' && state.booking.slotStart).toEqual(booked.slotStart);
    expect(await unsentReminders(db(), email)).toHaveLength(2);
  });

  it('hours and session length: new slots follow, booked sessions keep theirs', async () => {
    const booked = await bookFreeSlot(db(), nextEmail());
    await change({
      weeklyHours: hoursOn(
        [2, 3, 4],
        [
          { from: '09:30', until: '10:15' },
          { from: '16:00', until: '16:45' },
        ],
      ),
      sessionMinutes: 45,
    });
    const { entries, sessionMinutes } = await slots();
    expect(sessionMinutes).toBe(45);
    expect(new Set(entries.map((entry) => studioClock(entry.start).slice(4)))).toEqual(
      new Set(['09:30', '16:00']),
    );
    for (const entry of entries) {
      expect(Date.parse(entry.end) - Date.parse(entry.start)).toBe(45 * 60_000);
    }
    const created = await post(entries[0]!.start, nextEmail());
    expect(created.status).toBe(201);
    const [kept] = await db().select().from(bookings).where(eq(bookings.id, booked.id));
    expect(kept!.slotEnd.getTime() - kept!.slotStart.getTime()).toBe(30 * 60_000);
  });

  it('minimum notice: nothing sooner is offered or booked, and the error says how long', async () => {
    const before = (await slots()).entries.map((entry) => entry.start);
    await change({ minimumNoticeMinutes: 8 * 24 * 60 });
    const after = (await slots()).entries.map((entry) => entry.start);
    expect(Date.parse(after[0]!)).toBeGreaterThanOrEqual(Date.now() + 8 * 24 * HOUR - 60_000);
    const tooSoon = before.find((start) => Date.parse(start) < Date.now() + 8 * 24 * HOUR)!;
    const refused = await post(tooSoon, nextEmail());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/at least 8 days ahead/);
  });

  it('weeks ahead: the window shrinks, and the error names it', async () => {
    const before = (await slots()).entries.map((entry) => entry.start);
    await change({ weeksAhead: 2 });
    const after = await slots();
    expect(after.weeksAhead).toBe(2);
    expect(Date.parse(after.entries.at(-1)!.start)).toBeLessThan(Date.now() + 14 * 24 * HOUR);
    const refused = await post(before.at(-1)!, nextEmail());
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/up to 2 weeks ahead/);
  });

  it('daily cap: a full day is no longer offered, and of two last places one is given', async () => {
    await change({ dailyCap: 1 });
    const offered = (await slots()).entries.map((entry) => entry.start);
    const day = dayKey(new Date(offered[0]!), STUDIO_ZONE);
    const sameDay = offered.filter((start) => dayKey(new Date(start), STUDIO_ZONE) === day);
    expect(sameDay.length).toBeGreaterThan(1);
    const answers = await Promise.all(sameDay.slice(0, 2).map((start) => post(start, nextEmail())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const after = (await slots()).entries.map((entry) => entry.start);
    expect(after.some((start) => dayKey(new Date(start), STUDIO_ZONE) === day)).toBe(false);
  });

  it('cutoff: the visitor’s links stop changing the session that much earlier', async () => {
    const email = nextEmail();
    const booked = await bookFreeSlot(db(), email, { index: 20 });
    const token = await linkToken(db(), email);
    await change({ cutoffMinutes: 48 * 60 });
    const at = (hours: number) => new Date(booked.slotStart.getTime() - hours * HOUR);
    expect((await bookingState(db(), { token }, at(49))).kind).toBe('active');
    expect((await bookingState(db(), { token }, at(47))).kind).toBe('too-late');
  });

  it('reminders: new bookings get the new ones, booked sessions keep theirs', async () => {
    const earlier = nextEmail();
    await bookFreeSlot(db(), earlier);
    await change({ reminderMinutes: [48 * 60, 90] });
    const later = nextEmail();
    const booked = await bookFreeSlot(db(), later);
    const offsets = (await unsentReminders(db(), later)).map(
      (row) => (booked.slotStart.getTime() - row.nextAttemptAt.getTime()) / 60_000,
    );
    expect(offsets).toEqual([48 * 60, 90]);
    expect((await unsentReminders(db(), later))[1]!.message.subject).toMatch(
      /starts in 90 minutes/,
    );
    expect(await unsentReminders(db(), earlier)).toHaveLength(2);
  });

  it.each([
    ['no working hours', { weeklyHours: hoursOn([]) }, 'weeklyHours', /at least one weekday/],
    ['six weekdays', { weeklyHours: [[], [], [], [], [], []] }, 'weeklyHours', /seven weekdays/],
    [
      'a malformed time',
      { weeklyHours: hoursOn([2], [{ from: '9:30', until: '12:00' }]) },
      'weeklyHours',
      /HH:MM/,
    ],
    [
      'overlapping ranges',
      {
        weeklyHours: hoursOn(
          [5],
          [
            { from: '10:00', until: '12:00' },
            { from: '11:30', until: '13:00' },
          ],
        ),
      },
      'weeklyHours',
      /10:00-12:00 and 11:30-13:00 overlap/,
    ],
    [
      'a range too short for a session',
      { weeklyHours: hoursOn([2], [{ from: '10:00', until: '10:45' }]), sessionMinutes: 60 },
      'weeklyHours',
      /10:00-10:45 is shorter than a 60-minute session/,
    ],
    ['a buffer of a day', { bufferAfterMinutes: 24 * 60 }, 'bufferAfterMinutes', /0 to 240/],
    ['sessions starting every minute', { startEveryMinutes: 1 }, 'startEveryMinutes', /5 to 1440/],
    [
      'an exception on no date',
      { overrides: [{ day: '2026-02-30', kind: 'blocked', from: '10:00', until: '11:00' }] },
      'overrides',
      /YYYY-MM-DD/,
    ],
    ['a session too long', { sessionMinutes: 600 }, 'sessionMinutes', /10 to 480 minutes/],
    [
      'a notice as long as the window',
      { minimumNoticeMinutes: 14 * 24 * 60, weeksAhead: 2 },
      'minimumNoticeMinutes',
      /no session could ever be booked/,
    ],
    ['no weeks ahead', { weeksAhead: 0 }, 'weeksAhead', /1 to 52 weeks/],
    ['a cap of none', { dailyCap: 0 }, 'dailyCap', /from 1 to 48, or none/],
    ['a cutoff of a month', { cutoffMinutes: 30 * 24 * 60 }, 'cutoffMinutes', /0 to 168 hours/],
    ['a reminder a minute before', { reminderMinutes: [1] }, 'reminderMinutes', /5 minutes/],
    ['two reminders at once', { reminderMinutes: [60, 60] }, 'reminderMinutes', /same time/],
    ['an unknown rule', { holidays: [] }, 'holidays', /do not know/],
  ])('refuses %s, naming the problem', async (_name, patch, field, text) => {
    const outcome = await saveSchedulingRules(db(), { ...defaultSchedulingRules, ...patch });
    expect(outcome.kind).toBe('invalid');
    expect(outcome.kind === 'invalid' && outcome.errors[field]).toMatch(text);
    expect(await getSchedulingRules(db())).toEqual(defaultSchedulingRules);
  });

  it('refuses in Spanish too', async () => {
    const outcome = await saveSchedulingRules(
      db(),
      { ...defaultSchedulingRules, weeklyHours: hoursOn([3], [{ from: '10:00', until: '10:20' }]) },
      { locale: 'es' },
    );
    expect(outcome.kind === 'invalid' && outcome.errors.weeklyHours).toMatch(
      /10:00-10:20 es más corta que una sesión de 30 minutos/,
    );
  });

  it.runIf(backend === 'postgres')('reach every server sharing the database at once', async () => {
    const url = (database().handle.pool as unknown as { options: { connectionString: string } })
      .options.connectionString;
    const other = await openDatabase({ kind: 'postgres', url });
    try {
      await change({ weeklyHours: hoursOn([1]) });
      expect((await getSchedulingRules(other.db)).weeklyHours).toEqual(hoursOn([1]));
    } finally {
      await other.close();
    }
  });
});

describe('npm run availability -- rules', () => {
  const exec = promisify(execFile);
  const tsx = path.resolve('node_modules/.bin/tsx');
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-rules-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    exec(tsx, ['scripts/ops/availability.ts', 'rules', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('shows, changes and resets the rules, and refuses bad ones naming the problem', async () => {
    expect((await run()).stdout).toMatch(
      /Scheduling rules \(the defaults\):\n {2}Working hours {3}\(America\/New_York\)\n {4}Sunday {6}none\n {4}Monday {6}none\n {4}Tuesday {5}10:00-15:30/,
    );
    await expect(run('set', '--hours', 'fri=10:00-12:00,11:00-13:00')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/not changed[\s\S]*10:00-12:00 and 11:00-13:00 overlap/),
    });
    const saved = (
      await run(
        'set',
        '--hours',
        'tue,wed,thu=',
        '--hours',
        'mon=09:00-12:00',
        '--hours',
        'fri=10:00-12:00,14:00-16:00',
        '--buffer-after',
        '15',
        '--override',
        '2099-12-22=blocked:13:00-15:00',
        '--daily-cap',
        '2',
        '--reminders',
        '48h,2h',
      )
    ).stdout;
    expect(saved).toContain('booked sessions keep their time');
    expect(saved).toMatch(/Monday {6}09:00-12:00\n {4}Tuesday {5}none/);
    expect(saved).toMatch(/Friday {6}10:00-12:00, 14:00-16:00/);
    expect(saved).toMatch(/Buffers {9}0 minutes before, 15 minutes after/);
    expect(saved).toMatch(/2099-12-22 {2}blocked 13:00-15:00/);
    expect(saved).toMatch(/Daily cap {7}2/);
    expect(saved).toMatch(/Reminders {7}2 days, 2 hours before/);
    expect((await run('reset')).stdout).toContain('(the defaults)');
  }, 180_000);
});
