import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as connect } from '@/app/api/studio/calendars/route';
import { cancelBooking, moveBooking } from '@/features/booking/server/booking-changes';
import { freeSlots } from '@/features/booking/server/slots-service';
import { refreshCalendar } from '@/features/calendars/server/calendar-refresh';
import { calendarSettings } from '@/features/calendars/server/calendar-settings';
import { writeDueEvents } from '@/features/calendars/server/calendar-writer';
import { calendarBusyTimes, calendarWrites, connectedCalendars } from '@/server/db/schema';
import {
  allDayEvent,
  declinedEvent,
  feedOf,
  freeEvent,
  madridCall,
  weeklyMeeting,
} from '../support/calendar-fixtures';
import { bookFreeSlot } from './support/bookings';
import { signedInBrowser } from './support/desk-session';
import { hasRadicale, removeRadicale, startRadicale, type Radicale } from './support/radicale';
import { backends, databaseForSuite } from './support/test-database';

vi.hoisted(() => {
  process.env.STUDIO_SECRET = 'b2'.repeat(32);
  process.env.CALENDAR_ALLOW_PRIVATE_ADDRESSES = 'true';
});

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;
const MARCH = new Date('2026-03-01T00:00:00Z');

describe.runIf(hasRadicale).each(backends)('a CalDAV calendar in Radicale on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  let desk: Browser;
  let radicale: Radicale;
  let work: string;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
    radicale = await startRadicale();
    work = await radicale.makeCalendar('work');
    await radicale.put(work, 'weekly', feedOf(weeklyMeeting()));
    await radicale.put(work, 'madrid', feedOf(madridCall));
    await radicale.put(work, 'all-day', feedOf(allDayEvent));
    await radicale.put(work, 'free', feedOf(freeEvent));
    await radicale.put(work, 'declined', feedOf(declinedEvent));
  }, 60_000);
  afterAll(() => removeRadicale(radicale));

  const connectWith = (body: Record<string, unknown>) =>
    desk.send(connect, '/api/studio/calendars?locale=en', {
      body: {
        kind: 'caldav',
        name: 'Work',
        url: radicale.url,
        username: radicale.user,
        password: radicale.password,
        reads: true,
        writes: false,
        ...body,
      },
    });

  const busyOf = async (calendarId: string) =>
    (
      await db()
        .select()
        .from(calendarBusyTimes)
        .where(eq(calendarBusyTimes.calendarId, calendarId))
    )
      .map((time) => `${time.start.toISOString()}/${time.end.toISOString()}`)
      .sort();

  it('finds the calendar from the server’s address and reads its recurring events as a calendar app would', async () => {
    const response = await connectWith({});
    expect(response.status).toBe(201);
    const [calendar] = await db().select().from(connectedCalendars);
    expect(JSON.stringify(calendar)).not.toContain(radicale.password);
    const read = await refreshCalendar(db(), calendar!, calendarSettings(), MARCH);
    expect(read).toEqual({ ok: true, count: 13 });
    expect(await busyOf(calendar!.id)).toEqual([
      '2026-03-03T16:00:00.000Z/2026-03-03T17:00:00.000Z',
      '2026-03-05T05:00:00.000Z/2026-03-06T05:00:00.000Z',
      '2026-03-06T17:00:00.000Z/2026-03-06T18:00:00.000Z',
      '2026-03-10T15:00:00.000Z/2026-03-10T16:00:00.000Z',
      '2026-03-13T17:00:00.000Z/2026-03-13T18:00:00.000Z',
      '2026-03-18T18:00:00.000Z/2026-03-18T19:00:00.000Z',
      '2026-03-20T17:00:00.000Z/2026-03-20T18:00:00.000Z',
      '2026-03-27T17:00:00.000Z/2026-03-27T18:00:00.000Z',
      '2026-04-03T16:00:00.000Z/2026-04-03T17:00:00.000Z',
      '2026-04-07T15:00:00.000Z/2026-04-07T16:00:00.000Z',
      '2026-04-14T15:00:00.000Z/2026-04-14T16:00:00.000Z',
      '2026-04-21T15:00:00.000Z/2026-04-21T16:00:00.000Z',
      '2026-04-28T15:00:00.000Z/2026-04-28T16:00:00.000Z',
    ]);
  });

  it('keeps the busy times and says so when the password stops working', async () => {
    const [calendar] = await db().select().from(connectedCalendars);
    const before = await busyOf(calendar!.id);
    await radicale.setPassword('app-password-2');
    const read = await refreshCalendar(db(), calendar!, calendarSettings(), MARCH);
    expect(read.ok).toBe(false);
    const [after] = await db().select().from(connectedCalendars);
    expect(after).toMatchObject({ lastError: 'auth', lastErrorStatus: 401 });
    expect(await busyOf(calendar!.id)).toEqual(before);
    const refused = await connectWith({ password: 'wrong' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).message).toBe(
      'The calendar could not be read: the server refused the user name or password (HTTP 401).',
    );
    await radicale.setPassword(radicale.password);
  });

  it('asks which calendar when the account has several', async () => {
    const bookings = await radicale.makeCalendar('bookings');
    const response = await connectWith({ name: 'Bookings', reads: false, writes: true });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { status: string; choices: { url: string }[] };
    expect(answer.status).toBe('choose');
    expect(answer.choices.map((choice) => new URL(choice.url).pathname).sort()).toEqual([
      '/studio/bookings/',
      '/studio/work/',
    ]);
    const chosen = await connectWith({
      name: 'Bookings',
      reads: false,
      writes: true,
      calendarUrl: bookings,
    });
    expect(chosen.status).toBe(201);
  });

  it('writes each booking there once: created, moved, cancelled, and again after an outage', async () => {
    const settings = calendarSettings();
    const writer = 'test-writer';
    const booking = await bookFreeSlot(db(), 'caldav-visitor@example.com');
    const object = `${radicale.url}studio/bookings/${encodeURIComponent(`booking-${booking.id}@marlowe.studio`)}.ics`;
    expect(await writeDueEvents(db(), settings, writer)).toBe(1);
    const created = await (await radicale.request(object)).text();
    expect(created).toContain(`UID:booking-${booking.id}@marlowe.studio`);
    expect(created).not.toContain('METHOD:');
    expect(await writeDueEvents(db(), settings, writer)).toBe(0);

    const [to] = await freeSlots(db(), new Date(), { exceptBookingId: booking.id });
    const moved = await moveBooking(db(), { id: booking.id }, to!.start, { by: 'studio' });
    expect(moved.kind).toBe('moved');
    await radicale.stop();
    expect(await writeDueEvents(db(), settings, writer)).toBe(0);
    const [waiting] = await db().select().from(calendarWrites);
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'unreachable', writtenVersion: 1 });
    await radicale.start();
    const later = () => new Date(Date.now() + 60_000);
    expect(await writeDueEvents(db(), settings, writer, later)).toBe(1);
    const updated = await (await radicale.request(object)).text();
    expect(updated).toContain('SEQUENCE:1');
    const stamp = to!.start.toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(updated).toMatch(new RegExp(`DTSTART[^:]*:${stamp}`));

    await cancelBooking(db(), { id: booking.id }, { by: 'studio' });
    expect(await writeDueEvents(db(), settings, writer, later)).toBe(1);
    expect((await radicale.request(object)).status).toBe(404);
    const [done] = await db().select().from(calendarWrites);
    expect(done).toMatchObject({ version: 3, writtenVersion: 3, claimedBy: null });
  }, 60_000);
});
