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
import { bookings } from '@/server/db/schema';
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

  it('weekdays: new slots follow, the error names the days, a booked session stays', async () => {
    const email = nextEmail();
    const booked = await bookFreeSlot(db(), email);
    const tuesdayToThursday = (await slots()).entries.map((entry) => entry.start);
    await change({ weekdays: [1, 5] });

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

  it('start times and session length: new slots follow, booked sessions keep theirs', async () => {
    const booked = await bookFreeSlot(db(), nextEmail());
    await change({ startTimes: ['09:30', '16:00'], sessionMinutes: 45 });
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
    ['no weekday', { weekdays: [] }, 'weekdays', /at least one weekday/],
    ['a weekday out of range', { weekdays: [7] }, 'weekdays', /0 \(Sunday\) to 6/],
    ['no start time', { startTimes: [] }, 'startTimes', /at least one start time/],
    ['a malformed start time', { startTimes: ['9:30'] }, 'startTimes', /HH:MM/],
    [
      'overlapping start times',
      { startTimes: ['10:00', '10:00'] },
      'startTimes',
      /10:00 is listed twice/,
    ],
    [
      'a session longer than the gap between starts',
      { startTimes: ['10:00', '10:30'], sessionMinutes: 45 },
      'startTimes',
      /45-minute session starting at 10:00 would run past the next start at 10:30/,
    ],
    ['a session past midnight', { startTimes: ['23:45'] }, 'startTimes', /after midnight/],
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
      { ...defaultSchedulingRules, startTimes: ['10:00', '10:20'] },
      { locale: 'es' },
    );
    expect(outcome.kind === 'invalid' && outcome.errors.startTimes).toMatch(
      /Una sesión de 30 minutos que empiece a las 10:00 terminaría después del siguiente inicio, a las 10:20/,
    );
  });

  it.runIf(backend === 'postgres')('reach every server sharing the database at once', async () => {
    const url = (database().handle.pool as unknown as { options: { connectionString: string } })
      .options.connectionString;
    const other = await openDatabase({ kind: 'postgres', url });
    try {
      await change({ weekdays: [1] });
      expect((await getSchedulingRules(other.db)).weekdays).toEqual([1]);
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
      /Scheduling rules \(the defaults\):\n {2}Weekdays {8}Tuesday, Wednesday, and Thursday/,
    );
    await expect(
      run('set', '--start-times', '10:00,10:30', '--session-minutes', '45'),
    ).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/not changed[\s\S]*45-minute session starting at 10:00/),
    });
    const saved = (
      await run('set', '--weekdays', 'mon,wed', '--daily-cap', '2', '--reminders', '48h,2h')
    ).stdout;
    expect(saved).toContain('booked sessions keep their time');
    expect(saved).toMatch(/Weekdays {8}Monday and Wednesday/);
    expect(saved).toMatch(/Daily cap {7}2/);
    expect(saved).toMatch(/Reminders {7}2 days, 2 hours before/);
    expect((await run('reset')).stdout).toContain('(the defaults)');
  }, 180_000);
});
