import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as connect } from '@/app/api/studio/calendars/route';
import { cancelBooking, moveBooking } from '@/features/booking/server/booking-changes';
import { freeSlots, offeredSlots } from '@/features/booking/server/slots-service';
import { refreshCalendar } from '@/features/calendars/server/calendar-refresh';
import { calendarSettings } from '@/features/calendars/server/calendar-settings';
import { calendarStatus } from '@/features/calendars/desk/calendar-status';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { writeDueEvents } from '@/features/calendars/server/calendar-writer';
import { claimDueWrite } from '@/features/calendars/server/calendar-writes-repository';
import { calendarBusyTimes, calendarWrites, connectedCalendars } from '@/server/db/schema';
import {
  allDayEvent,
  declinedEvent,
  everyFixtureBusy,
  feedOf,
  freeEvent,
  madridCall,
  weeklyFrom,
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
const MINUTE = 60_000;

describe.runIf(hasRadicale).each(backends.both)(
  'a CalDAV calendar in Radicale on %s',
  (backend) => {
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
      expect(read).toEqual({ ok: true, count: everyFixtureBusy.length });
      expect(await busyOf(calendar!.id)).toEqual(everyFixtureBusy);
    });

    it('keeps the busy times and says so in words, with the last good read, when the password stops working', async () => {
      const [calendar] = await db().select().from(connectedCalendars);
      const before = await busyOf(calendar!.id);
      await radicale.setPassword('app-password-2');
      const later = new Date(MARCH.getTime() + 5 * MINUTE);
      const read = await refreshCalendar(db(), calendar!, calendarSettings(), later);
      expect(read.ok).toBe(false);
      const [after] = await db().select().from(connectedCalendars);
      expect(after).toMatchObject({ lastError: 'auth', lastErrorStatus: 401, lastReadAt: MARCH });
      expect(await busyOf(calendar!.id)).toEqual(before);
      const when = (locale: 'en' | 'es', at: Date) => formatSlot(at, locale, studioTimeZone);
      const status = (locale: 'en' | 'es') =>
        calendarStatus(after!, { locale, busyAhead: before.length, now: later });
      expect(status('en')).toEqual({
        failing: true,
        text: `Could not be read ${when('en', later)}: the server refused the user name or password (HTTP 401). The times offered use what it held when last read, ${when('en', MARCH)}.`,
      });
      expect(status('es')).toEqual({
        failing: true,
        text: `No se pudo leer ${when('es', later)}: el servidor rechazó el nombre de usuario o la contraseña (HTTP 401). Las horas ofrecidas usan lo que contenía en la última lectura, ${when('es', MARCH)}.`,
      });
      const refused = await connectWith({ password: 'wrong' });
      expect(refused.status).toBe(422);
      expect((await refused.json()).message).toBe(
        'The calendar could not be read: the server refused the user name or password (HTTP 401).',
      );
      await radicale.setPassword(radicale.password);
      expect(await refreshCalendar(db(), after!, calendarSettings(), MARCH)).toMatchObject({
        ok: true,
      });
    });

    it('never offers a time a recurring event there holds, and offers it again once the event is removed', async () => {
      const [calendar] = await db().select().from(connectedCalendars);
      const overlapping = async () => {
        const busy = await db()
          .select()
          .from(calendarBusyTimes)
          .where(eq(calendarBusyTimes.calendarId, calendar!.id));
        const slots = await offeredSlots(db(), new Date());
        return slots.filter((slot) =>
          busy.some((time) => time.start < slot.end && slot.start < time.end),
        );
      };
      const [first] = await offeredSlots(db(), new Date());
      // Ends a minute into the slot: a partial overlap blocks the whole session.
      const end = new Date(first!.start.getTime() + MINUTE);
      await radicale.put(
        work,
        'weekly-now',
        weeklyFrom('weekly-now@fixture', first!.start, end, 3),
      );
      expect(await refreshCalendar(db(), calendar!, calendarSettings(), new Date())).toMatchObject({
        ok: true,
        count: 3,
      });
      const offered = await offeredSlots(db(), new Date());
      expect(offered.map((slot) => slot.start.getTime())).not.toContain(first!.start.getTime());
      expect(await overlapping()).toEqual([]);

      expect((await radicale.request(`${work}weekly-now.ics`, 'DELETE')).status).toBe(200);
      await refreshCalendar(db(), calendar!, calendarSettings(), new Date());
      const again = await offeredSlots(db(), new Date());
      expect(again.map((slot) => slot.start.getTime())).toContain(first!.start.getTime());
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

    it('writes each booking there once, created, moved and cancelled, through a killed writer and an outage', async () => {
      const settings = calendarSettings();
      const booking = await bookFreeSlot(db(), 'caldav-visitor@example.com');
      const path = `/studio/bookings/booking-${booking.id}@marlowe.studio.ics`;
      const object = `${radicale.url}studio/bookings/${encodeURIComponent(`booking-${booking.id}@marlowe.studio`)}.ics`;
      const changes = () => radicale.changes.filter((change) => change.endsWith(` ${path}`));
      const minutesOn = (minutes: number) => () => new Date(Date.now() + minutes * MINUTE);

      // Two servers' writers at once: one of them writes it.
      const both = await Promise.all([
        writeDueEvents(db(), settings, 'server-a'),
        writeDueEvents(db(), settings, 'server-b'),
      ]);
      expect(both[0] + both[1]).toBe(1);
      const created = await (await radicale.request(object)).text();
      expect(created).toContain(`UID:booking-${booking.id}@marlowe.studio`);
      expect(created).not.toContain('METHOD:');
      expect(await writeDueEvents(db(), settings, 'server-a')).toBe(0);
      expect(changes()).toEqual([`PUT ${path}`]);

      const to = (await freeSlots(db(), new Date(), { exceptBookingId: booking.id })).find(
        (slot) => slot.start.getTime() !== booking.slotStart.getTime(),
      );
      const moved = await moveBooking(db(), { id: booking.id }, to!.start, { by: 'studio' });
      expect(moved.kind).toBe('moved');
      // A server killed with the change claimed: the other waits for the claim to run out.
      expect(
        await claimDueWrite(db(), { now: new Date(), writerId: 'server-a', claimMs: MINUTE }),
      ).toMatchObject({ version: 2 });
      expect(await writeDueEvents(db(), settings, 'server-b')).toBe(0);
      await radicale.stop();
      expect(await writeDueEvents(db(), settings, 'server-b', minutesOn(2))).toBe(0);
      const [waiting] = await db().select().from(calendarWrites);
      expect(waiting).toMatchObject({ attempts: 1, lastError: 'unreachable', writtenVersion: 1 });
      await radicale.start();
      expect(await writeDueEvents(db(), settings, 'server-b', minutesOn(3))).toBe(1);
      const updated = await (await radicale.request(object)).text();
      expect(updated).toContain('SEQUENCE:1');
      const stamp = to!.start.toISOString().replace(/[-:]/g, '').slice(0, 15);
      expect(updated).toMatch(new RegExp(`DTSTART[^:]*:${stamp}`));

      await cancelBooking(db(), { id: booking.id }, { by: 'studio' });
      expect(await writeDueEvents(db(), settings, 'server-a', minutesOn(4))).toBe(1);
      expect(await writeDueEvents(db(), settings, 'server-b', minutesOn(5))).toBe(0);
      expect((await radicale.request(object)).status).toBe(404);
      const [done] = await db().select().from(calendarWrites);
      expect(done).toMatchObject({ version: 3, writtenVersion: 3, claimedBy: null });
      expect(changes()).toEqual([`PUT ${path}`, `PUT ${path}`, `DELETE ${path}`]);
    }, 60_000);
  },
);
