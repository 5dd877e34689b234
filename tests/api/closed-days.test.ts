import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GET as getSlots } from '@/app/api/available-slots/route';
import { POST as book } from '@/app/api/book-strategy-session/route';
import { availabilityConfig } from '@/features/booking/config';
import { holidayName } from '@/features/booking/holiday-names';
import {
  closeDays,
  openDays,
  upcomingClosedDays,
} from '@/features/booking/server/closed-days-service';
import { dayKey } from '@/lib/dates';
import { backends, databaseForSuite } from './support/test-database';
import { getRequest, jsonRequest, visitor } from './support/requests';

interface SlotsBody {
  entries: { start: string; label: string }[];
}

const studioDay = (iso: string) => dayKey(new Date(iso), availabilityConfig.timeZone);

async function offeredEntries() {
  const response = await getSlots(getRequest('/api/available-slots'));
  return ((await response.json()) as SlotsBody).entries;
}

async function offeredDays() {
  return [...new Set((await offeredEntries()).map((entry) => studioDay(entry.start)))];
}

function post(body: unknown) {
  return book(jsonRequest('/api/book-strategy-session', body));
}

describe.each(backends.both)('days closed by command, on %s', (backend) => {
  const database = databaseForSuite(backend);

  it('takes a closed day out of the slots and refuses bookings on it, until it is reopened', async () => {
    const { db } = database().handle;
    const [, day] = await offeredDays();
    const onDay = (await offeredEntries()).filter((entry) => studioDay(entry.start) === day);
    expect(onDay.length).toBeGreaterThan(0);

    const result = await closeDays(db, [day!], 'Conference');
    expect(result).toMatchObject({ closed: [day], alreadyClosed: [], bookings: [] });
    expect(await offeredDays()).not.toContain(day);

    for (const timeSlot of [onDay[0]!.start, onDay[0]!.label]) {
      const response = await post({ ...visitor, timeZone: undefined, timeSlot });
      expect(response.status, timeSlot).toBe(400);
      expect((await response.json()).errors.timeSlot).toMatch(/no longer available/);
    }

    expect(await openDays(db, [day!])).toEqual({ opened: [day], holidays: [] });
    expect(await offeredDays()).toContain(day);
    expect((await post({ ...visitor, timeSlot: onDay[0]!.start })).status).toBe(201);
  });

  it('lists the bookings already made on newly closed days, and keeps them', async () => {
    const { db } = database().handle;
    const entries = await offeredEntries();
    const last = entries.at(-1)!;
    const day = studioDay(last.start);
    const booked = await post({ ...visitor, email: 'kept@example.com', timeSlot: last.start });
    expect(booked.status).toBe(201);

    const result = await closeDays(db, [day], 'Family matter');
    expect(result.bookings.map((booking) => booking.email)).toEqual(['kept@example.com']);
    expect(result.bookings[0]!.status).toBe('confirmed');
    // Closing again changes nothing and lists nothing new.
    expect(await closeDays(db, [day])).toMatchObject({
      closed: [],
      alreadyClosed: [day],
      bookings: [],
    });
    const { closedDays } = await upcomingClosedDays(db, new Date());
    expect(closedDays).toContainEqual(expect.objectContaining({ day, note: 'Family matter' }));
    await openDays(db, [day]);
  });

  it('names the holidays of a range, which reopening leaves closed', async () => {
    const { db } = database().handle;
    const days = ['2030-12-24', '2030-12-25', '2030-12-26'];
    const closed = await closeDays(db, days, 'Christmas week');
    expect(closed.closed).toEqual(days);
    expect(closed.holidays.map((holiday) => holiday.key)).toEqual(['christmasEve', 'christmasDay']);
    const opened = await openDays(db, days);
    expect(opened.opened).toEqual(days);
    expect(opened.holidays).toHaveLength(2);
    expect(await openDays(db, days)).toMatchObject({ opened: [] });
  });

  it('lists the holidays of the coming year, whatever weekday they fall on', async () => {
    const { holidays } = await upcomingClosedDays(
      database().handle.db,
      new Date('2026-01-02T12:00Z'),
    );
    expect(holidays.map((holiday) => holiday.day)).toEqual([
      '2026-05-25',
      '2026-07-04',
      '2026-09-07',
      '2026-11-26',
      '2026-11-27',
      '2026-12-24',
      '2026-12-25',
      '2027-01-01',
    ]);
  });
});

describe('npm run availability', () => {
  const database = databaseForSuite('pglite');
  const exec = promisify(execFile);
  const tsx = path.resolve('node_modules/.bin/tsx');
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-availability-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    exec(tsx, ['scripts/ops/availability.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('closes and lists days in the embedded database', async () => {
    const closed = await run('close', '2031-12-29', '--until', '2031-12-31', '--note', 'Year end');
    expect(closed.stdout).toContain('Closed (3)');
    expect(closed.stdout).toContain('2031-12-30  Year end');
    const listed = await run('list');
    expect(listed.stdout).toMatch(/Closed by command \(3\)[\s\S]*2031-12-31  Year end/);
    // How many holidays the coming year holds depends on today (ten from one Thanksgiving).
    const { holidays } = await upcomingClosedDays(database().handle.db, new Date());
    const printed = holidays
      .map((holiday) => `  ${holiday.day}  ${holidayName(holiday.key, 'en')}`)
      .join('\n');
    expect(listed.stdout).toContain(`Holidays (config.ts) (${holidays.length})\n${printed}\n`);
    expect(holidays.length).toBeGreaterThanOrEqual(8);
  }, 180_000);

  it('stops with a message and the usage for a day it cannot read', async () => {
    await expect(run('close', '2031-02-30')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/"2031-02-30" is not a calendar day[\s\S]*Usage:/),
    });
    await expect(run('close', '2031-12-29', '--until', '2031-12-01')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/before/),
    });
  });
});
