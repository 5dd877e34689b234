import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as connect } from '@/app/api/studio/calendars/route';
import { DELETE as remove } from '@/app/api/studio/calendars/[id]/route';
import { offeredSlots } from '@/features/booking/server/slots-service';
import { refreshCalendar, refreshDueCalendars } from '@/features/calendars/server/calendar-refresh';
import { calendarSettings } from '@/features/calendars/server/calendar-settings';
import { calendarBusyTimes, connectedCalendars } from '@/server/db/schema';
import {
  emptyCalendar,
  everyFixture,
  everyFixtureBusy,
  feedOf,
  oneEvent,
} from '../support/calendar-fixtures';
import { serveCalendar, type ServedCalendar } from './support/calendar-server';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';

vi.hoisted(() => {
  process.env.STUDIO_SECRET = 'a1'.repeat(32);
  process.env.CALENDAR_ALLOW_PRIVATE_ADDRESSES = 'true';
});

const MINUTE = 60_000;
type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.both)('connected iCalendar feeds on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  let desk: Browser;
  let feed: ServedCalendar;
  let calendarId: string;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
    feed = await serveCalendar(emptyCalendar);
  });
  afterAll(() => feed.close());

  // Past the clock the interval test ran to, a minute on at each read.
  let clock = Date.now() + 60 * MINUTE;
  const readAgain = () =>
    refreshDueCalendars(
      db(),
      { ...calendarSettings(), refreshMs: 0 },
      { now: () => new Date((clock += MINUTE)) },
    );

  const offered = async (start: Date) =>
    (await offeredSlots(db(), new Date())).some((slot) => slot.start.getTime() === start.getTime());

  it('connects a feed after reading it, and keeps its address only encrypted', async () => {
    const response = await desk.send(connect, '/api/studio/calendars?locale=en', {
      body: { kind: 'feed', name: 'Personal', url: feed.url, reads: true, writes: false },
    });
    const text = await response.text();
    expect(response.status).toBe(201);
    expect(text).toContain('Connected: Personal, no busy time ahead.');
    expect(text).not.toContain('secret-7d1f3c');
    const [row] = await db().select().from(connectedCalendars);
    calendarId = row!.id;
    expect(row).toMatchObject({ kind: 'feed', host: '127.0.0.1', reads: true, lastError: null });
    expect(JSON.stringify(row)).not.toContain('secret-7d1f3c');
    expect(feed.requests).toHaveLength(1);
  });

  it('reads recurring, moved, cancelled, all-day, free and other-zone events as a calendar app shows them', async () => {
    const [row] = await db().select().from(connectedCalendars);
    feed.state.body = feedOf(...everyFixture);
    const read = await refreshCalendar(
      db(),
      row!,
      calendarSettings(),
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(read).toEqual({ ok: true, count: everyFixtureBusy.length });
    const busy = await db()
      .select()
      .from(calendarBusyTimes)
      .where(eq(calendarBusyTimes.calendarId, calendarId));
    expect(
      busy.map((time) => `${time.start.toISOString()}/${time.end.toISOString()}`).sort(),
    ).toEqual(everyFixtureBusy);
    feed.state.body = emptyCalendar;
    expect(await refreshCalendar(db(), row!, calendarSettings(), new Date())).toEqual({
      ok: true,
      count: 0,
    });
  });

  it('blocks a slot within one refresh interval of the event being added, and frees it within one of its removal', async () => {
    const settings = calendarSettings();
    const slot = (await offeredSlots(db(), new Date()))[3]!;
    feed.state.body = oneEvent(
      'dentist@fixture',
      slot.start,
      new Date(slot.end.getTime() - MINUTE),
    );
    const added = Date.now();
    // The service's ticks, every 30 s of a clock that runs five minutes past the event's addition.
    let read = 0;
    for (let tick = 0; tick <= 10; tick += 1) {
      const at = new Date(added + tick * 30_000);
      read += await refreshDueCalendars(db(), settings, { now: () => at, slackMs: 30_000 });
    }
    expect(read).toBe(1);
    expect(await offered(slot.start)).toBe(false);

    feed.state.body = emptyCalendar;
    const removedAt = added + 5 * MINUTE;
    for (let tick = 1; tick <= 10; tick += 1) {
      const at = new Date(removedAt + tick * 30_000);
      await refreshDueCalendars(db(), settings, { now: () => at, slackMs: 30_000 });
    }
    expect(await offered(slot.start)).toBe(true);
  });

  it('keeps the last busy times while the feed answers 500, says why, and recovers', async () => {
    const slot = (await offeredSlots(db(), new Date()))[5]!;
    feed.state.body = oneEvent('call@fixture', slot.start, slot.end);
    await readAgain();
    expect(await offered(slot.start)).toBe(false);
    const [good] = await db().select().from(connectedCalendars);

    feed.state.status = 500;
    await readAgain();
    const [failing] = await db().select().from(connectedCalendars);
    expect(failing).toMatchObject({ lastError: 'status', lastErrorStatus: 500 });
    expect(failing!.lastReadAt).toEqual(good!.lastReadAt);
    expect(await offered(slot.start)).toBe(false);

    feed.state.status = 200;
    feed.state.body = emptyCalendar;
    await readAgain();
    const [recovered] = await db().select().from(connectedCalendars);
    expect(recovered).toMatchObject({ lastError: null, lastErrorStatus: null });
    expect(await offered(slot.start)).toBe(true);
  });

  it('says in words why a feed cannot be connected, in either language', async () => {
    feed.state.status = 404;
    const missing = await desk.send(connect, '/api/studio/calendars?locale=es', {
      body: { kind: 'feed', name: 'Roto', url: feed.url, reads: true, writes: false },
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toBe(
      'No se pudo leer el calendario: la dirección no contiene un calendario.',
    );
    feed.state.status = 200;
    const ftp = await desk.send(connect, '/api/studio/calendars?locale=en', {
      body: {
        kind: 'feed',
        name: 'Files',
        url: 'ftp://example.com/cal.ics',
        reads: true,
        writes: false,
      },
    });
    expect(ftp.status).toBe(400);
    expect((await ftp.json()).errors).toEqual({
      url: 'Please give an https:// or webcal:// address.',
    });
    const writes = await desk.send(connect, '/api/studio/calendars?locale=en', {
      body: { kind: 'feed', name: 'Feed', url: feed.url, reads: true, writes: true },
    });
    expect((await writes.json()).errors).toEqual({
      writes: 'Bookings can be written only to a CalDAV calendar.',
    });
  });

  it('stops blocking slots once removed', async () => {
    const slot = (await offeredSlots(db(), new Date()))[7]!;
    feed.state.body = oneEvent('remove@fixture', slot.start, slot.end);
    await readAgain();
    expect(await offered(slot.start)).toBe(false);
    const response = await desk.send(remove, `/api/studio/calendars/${calendarId}`, {
      method: 'DELETE',
      params: { id: calendarId },
    });
    expect(response.status).toBe(200);
    expect(await offered(slot.start)).toBe(true);
    expect(
      await db().select().from(connectedCalendars).where(eq(connectedCalendars.id, calendarId)),
    ).toEqual([]);
  });
});
