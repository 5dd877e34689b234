import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as getSlots } from '@/app/api/available-slots/route';
import { POST as cancelRoute } from '@/app/api/booking/cancel/route';
import { POST as reschedule } from '@/app/api/booking/reschedule/route';
import { hashToken } from '@/features/booking/server/booking-links';
import {
  bookingState,
  cancelBooking,
  markBookingOutcome,
  moveBooking,
} from '@/features/booking/server/booking-changes';
import { bookingUid } from '@/features/booking/server/calendar';
import { closeDays } from '@/features/booking/server/closed-days-service';
import { freeSlots, offeredSlots } from '@/features/booking/server/slots-service';
import { studioFeed } from '@/features/booking/server/studio-feed';
import { dayKey } from '@/lib/dates';
import { bookingLinkTokens, bookings } from '@/server/db/schema';
import {
  bookFreeSlot,
  emailsTo,
  invitationOf,
  linkToken,
  mail,
  unsentReminders,
} from './support/bookings';
import { getRequest, jsonRequest, visitor } from './support/requests';
import { backends, databaseForSuite } from './support/test-database';

const HOUR = 3_600_000;

async function offeredStarts() {
  const response = await getSlots(getRequest('/api/available-slots'));
  return ((await response.json()) as { entries: { start: string }[] }).entries.map(
    (entry) => entry.start,
  );
}

async function move(body: Record<string, unknown>) {
  const response = await reschedule(jsonRequest('/api/booking/reschedule', body));
  return {
    status: response.status,
    body: (await response.json()) as {
      message: string;
      errors?: Record<string, string>;
      booking: { start: string; label: string };
    },
  };
}

describe.each(backends.both)('the booking lifecycle on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  let counter = 0;
  const nextEmail = (name: string) => `${name}-${(counter += 1)}@example.com`;
  const reminderOffsets = async (email: string, start: Date) =>
    (await unsentReminders(db(), email)).map(
      (row) => (start.getTime() - row.nextAttemptAt.getTime()) / HOUR,
    );

  /** A confirmed booking starting `hours` from now, with a link token the test knows. */
  async function bookingStartingIn(hours: number, token: string) {
    const start = new Date(Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR);
    const [row] = await db()
      .insert(bookings)
      .values({
        ...visitor,
        email: nextEmail('direct'),
        slotStart: start,
        slotEnd: new Date(start.getTime() + HOUR / 2),
        cancelTokenHash: hashToken(token),
      })
      .returning();
    return row!;
  }

  it('plans a booking’s reminders 24 hours and 1 hour before, in its language', async () => {
    const email = nextEmail('planned');
    const booking = await bookFreeSlot(db(), email, { locale: 'es', timeZone: 'Europe/Madrid' });
    expect(await reminderOffsets(email, booking.slotStart)).toEqual([24, 1]);
    for (const row of await unsentReminders(db(), email)) {
      expect(row.expiresAt?.getTime()).toBe(booking.slotStart.getTime());
      expect(row.message.subject).toMatch(/^Recordatorio: su sesión estratégica comienza en/);
      expect(row.message.text).toContain('https://marlowe.test/es/booking/reschedule?token=');
      expect(row.message.text).toContain('https://marlowe.test/es/booking/cancel?token=');
      expect(row.message.calendar).toBeUndefined();
    }
    const token = await linkToken(db(), email);
    expect(hashToken(token)).toBe(booking.cancelTokenHash);
    expect((await bookingState(db(), { token })).kind).toBe('active');
  });

  describe('cancelling', () => {
    it('frees the slot, withdraws the reminders and sends one cancellation each', async () => {
      const email = nextEmail('canceller');
      const booking = await bookFreeSlot(db(), email);
      const token = await linkToken(db(), email);
      const outcome = await cancelBooking(db(), { token }, { by: 'visitor', ...mail });
      expect(outcome.kind).toBe('cancelled');
      expect(await unsentReminders(db(), email)).toEqual([]);
      expect(await offeredStarts()).toContain(booking.slotStart.toISOString());

      const [cancellation] = await emailsTo(db(), email, 'booking.cancellation');
      expect(invitationOf(cancellation!.message)).toMatchObject({
        method: 'CANCEL',
        uid: bookingUid(booking),
        sequence: 1,
        status: 'CANCELLED',
      });
      const studio = (await emailsTo(db(), mail.studioEmail, 'booking.studio-cancellation')).at(-1);
      expect(studio!.message.text).toContain('The visitor cancelled');
      expect((await cancelBooking(db(), { token }, { by: 'visitor' })).kind).toBe(
        'already-cancelled',
      );
      expect((await bookingState(db(), { token })).kind).toBe('cancelled');
    });

    it("cancels through the page's button, and names what stands in the way, in the visitor's language", async () => {
      const press = async (body: Record<string, unknown>) => {
        const response = await cancelRoute(jsonRequest('/api/booking/cancel', body));
        return { status: response.status, body: await response.json() };
      };
      const email = nextEmail('button');
      await bookFreeSlot(db(), email);
      const token = await linkToken(db(), email);
      expect(await press({ token, locale: 'en' })).toEqual({
        status: 200,
        body: { status: 'cancelled' },
      });
      expect((await bookingState(db(), { token })).kind).toBe('cancelled');
      expect((await press({ token })).status).toBe(200);

      await bookingStartingIn(7, 'late-cancel');
      const late = await press({ token: 'late-cancel', locale: 'es' });
      expect(late.status).toBe(403);
      expect(late.body.message).toMatch(/hasta 12 horas antes/);
      const unknown = await press({ token: 'no-such-token' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toContain('hello@marlowe.studio');
      expect((await press({})).status).toBe(400);
      expect((await press({ token, extra: 1 })).status).toBe(400);
    });

    it('holds visitors to the cutoff, but not the studio, whose note reaches the visitor', async () => {
      const email = nextEmail('cutoff');
      const booking = await bookFreeSlot(db(), email, { locale: 'es' });
      const token = await linkToken(db(), email);
      const justBefore = new Date(booking.slotStart.getTime() - 12 * HOUR - 60_000);
      const justAfter = new Date(booking.slotStart.getTime() - 12 * HOUR);
      expect((await bookingState(db(), { token }, justBefore)).kind).toBe('active');
      expect((await bookingState(db(), { token }, justAfter)).kind).toBe('too-late');
      const late = await cancelBooking(db(), { token }, { by: 'visitor', now: justAfter });
      expect(late.kind).toBe('too-late');

      const byStudio = await cancelBooking(
        db(),
        { id: booking.id },
        { by: 'studio', now: justAfter, note: 'Jordan is unwell.', ...mail },
      );
      expect(byStudio.kind).toBe('cancelled');
      const [cancellation] = await emailsTo(db(), email, 'booking.cancellation');
      expect(cancellation!.message.text).toContain('el estudio tuvo que cancelar');
      expect(cancellation!.message.text).toContain('Jordan is unwell.');
      expect(await unsentReminders(db(), email)).toEqual([]);
    });

    it('runs the caller’s work in its transaction, and undoes everything if that fails', async () => {
      const email = nextEmail('atomic');
      const booking = await bookFreeSlot(db(), email);
      const failing = cancelBooking(
        db(),
        { id: booking.id },
        {
          by: 'studio',
          withinTransaction: async (tx) => {
            const [seen] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
            expect(seen!.status).toBe('cancelled');
            throw new Error('The activity log is unavailable');
          },
        },
      );
      await expect(failing).rejects.toThrow('activity log');
      expect((await bookingState(db(), { id: booking.id })).kind).toBe('active');
      expect(await emailsTo(db(), email, 'booking.cancellation')).toEqual([]);
      expect(await unsentReminders(db(), email)).toHaveLength(2);
    });
  });

  describe('moving', () => {
    it('moves a visitor’s booking in one go: one updated invitation each, reminders re-planned', async () => {
      const email = nextEmail('mover');
      const booking = await bookFreeSlot(db(), email, { locale: 'es', timeZone: 'Asia/Tokyo' });
      const token = await linkToken(db(), email);
      const target = (await offeredStarts()).at(-1)!;

      const { status, body } = await move({ token, start: target, locale: 'es' });
      expect(status).toBe(200);
      expect(body.booking.start).toBe(target);
      const offered = await offeredStarts();
      expect(offered).toContain(booking.slotStart.toISOString());
      expect(offered).not.toContain(target);

      const [moved] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
      expect(moved).toMatchObject({ sequence: 1, moveCount: 1, movedBy: 'visitor' });
      expect(moved!.previousSlotStart?.getTime()).toBe(booking.slotStart.getTime());
      // Sent through the API: to the studio's configured address.
      for (const to of [email, 'hello@marlowe.studio']) {
        const updates = (await emailsTo(db(), to)).filter((row) =>
          ['booking.moved', 'booking.studio-moved'].includes(row.kind),
        );
        expect(updates, to).toHaveLength(1);
        expect(invitationOf(updates[0]!.message)).toMatchObject({
          method: 'REQUEST',
          uid: bookingUid(booking),
          sequence: 1,
          status: 'CONFIRMED',
          start: new Date(target),
        });
      }
      const [update] = await emailsTo(db(), email, 'booking.moved');
      expect(update!.message.subject).toMatch(/^Nuevo horario/);
      expect(await reminderOffsets(email, new Date(target))).toEqual([24, 1]);
      // The link the visitor used goes on working.
      expect(update!.message.text).toContain(`token=${token}`);
      expect((await bookingState(db(), { token })).kind).toBe('active');

      const feed = await studioFeed(db(), new Date());
      const event = feed.split('BEGIN:VEVENT').find((part) => part.includes(bookingUid(booking)))!;
      expect(event).toContain('SEQUENCE:1');
      expect(event.replace(/\r\n /g, '')).toContain('Moved: from');
    });

    it('lets the studio move a booking past the cutoff, with a fresh link for the visitor', async () => {
      const email = nextEmail('studio-moved');
      const booking = await bookFreeSlot(db(), email, { index: 3 });
      const firstToken = await linkToken(db(), email);
      const [target] = await freeSlots(db(), new Date(), { exceptBookingId: booking.id });
      const now = new Date(booking.slotStart.getTime() - 2 * HOUR);
      expect((await bookingState(db(), { token: firstToken }, now)).kind).toBe('too-late');
      // The studio may choose a time inside the minimum notice; its reminders start from now.
      const soon = new Date(target!.start.getTime() - 2 * HOUR);
      const outcome = await moveBooking(db(), { id: booking.id }, target!.start, {
        by: 'studio',
        now: soon < now ? soon : now,
        ...mail,
      });
      expect(outcome.kind).toBe('moved');

      const [update] = await emailsTo(db(), email, 'booking.moved');
      expect(update!.message.text).toMatch(/^Hi Ada,\n\nJordan has moved your strategy session/);
      const newToken = await linkToken(db(), email);
      expect(newToken).not.toBe(firstToken);
      for (const token of [firstToken, newToken]) {
        const state = await bookingState(db(), { token });
        expect(state.kind === 'active' && state.booking.slotStart.getTime()).toBe(
          target!.start.getTime(),
        );
      }
      const [links] = await db()
        .select({ value: count() })
        .from(bookingLinkTokens)
        .where(eq(bookingLinkTokens.bookingId, booking.id));
      expect(links?.value).toBe(1);
    });

    it('gives one slot to exactly one of two visitors moving into it at once', async () => {
      const first = nextEmail('racer');
      const second = nextEmail('racer');
      const [a, b] = [await bookFreeSlot(db(), first), await bookFreeSlot(db(), second)];
      const target = (await offeredStarts()).at(-2)!;
      const answers = await Promise.all(
        [first, second].map(async (email) =>
          move({ token: await linkToken(db(), email), start: target }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body.message).toMatch(/someone booked that time a moment ago/);
      const rows = await db()
        .select()
        .from(bookings)
        .where(eq(bookings.slotStart, new Date(target)));
      expect(rows).toHaveLength(1);
      // The loser keeps its session, and its reminders.
      const [stayed] = [a, b].filter((booking) => booking.id !== rows[0]!.id);
      const [kept] = await db().select().from(bookings).where(eq(bookings.id, stayed!.id));
      expect(kept!.slotStart.getTime()).toBe(stayed!.slotStart.getTime());
      expect(await reminderOffsets(stayed!.email, stayed!.slotStart)).toEqual([24, 1]);
    });

    it('refuses a closed day, a time past the window, a time off the grid and the same time', async () => {
      const email = nextEmail('refused');
      const booking = await bookFreeSlot(db(), email);
      const token = await linkToken(db(), email);
      const offered = await offeredStarts();
      const closedSlot = offered.at(-3)!;
      await closeDays(db(), [dayKey(new Date(closedSlot), 'America/New_York')], 'Travel');
      const beyond = new Date(Date.now() + 40 * 24 * HOUR);
      beyond.setUTCHours(15, 0, 0, 0);
      const offGrid = new Date(new Date(offered[0]!).getTime() + 20 * 60_000).toISOString();

      const cases = [
        [closedSlot, 'en', /the studio is closed that day/],
        [closedSlot, 'es', /el estudio cierra ese día/],
        [beyond.toISOString(), 'en', /up to 4 weeks ahead/],
        [offGrid, 'en', /sessions run on Tuesday, Wednesday, and Thursday/],
        [booking.slotStart.toISOString(), 'en', /already at that time/],
      ] as const;
      for (const [start, locale, text] of cases) {
        const { status, body } = await move({ token, start, locale });
        expect(status, start).toBe(400);
        expect(body.message).toMatch(text);
        expect(body.errors?.start).toBe(body.message);
      }
      expect((await bookingState(db(), { token })).kind).toBe('active');
      expect(await emailsTo(db(), email, 'booking.moved')).toEqual([]);
    });

    it('answers a link past the cutoff with the studio’s email and phone, in the visitor’s language', async () => {
      await bookingStartingIn(6, 'late-token');
      const target = (await offeredStarts())[0]!;
      for (const [locale, text] of [
        ['en', /until 12 hours before/],
        ['es', /hasta 12 horas antes/],
      ] as const) {
        const { status, body } = await move({ token: 'late-token', start: target, locale });
        expect(status).toBe(403);
        expect(body.message).toMatch(text);
        expect(body.message).toContain('hello@marlowe.studio');
        expect(body.message).toContain('+1 (757) 555-0142');
      }
    });

    it('answers an unknown link, a cancelled booking and a bad request clearly', async () => {
      const target = (await offeredStarts())[0]!;
      const unknown = await move({ token: 'no-such-token', start: target });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toContain('hello@marlowe.studio');

      const email = nextEmail('gone');
      await bookFreeSlot(db(), email);
      const token = await linkToken(db(), email);
      await cancelBooking(db(), { token }, { by: 'visitor' });
      const cancelled = await move({ token, start: target, locale: 'es' });
      expect(cancelled.status).toBe(409);
      expect(cancelled.body.message).toMatch(/está cancelada/);

      for (const body of [{ token }, { token, start: 'tomorrow' }, { start: target }]) {
        expect((await move(body)).status).toBe(400);
      }
    });
  });

  describe('for the desk', () => {
    it('offers the studio the times inside the minimum notice as well', async () => {
      const [first] = await offeredSlots(db(), new Date());
      const now = new Date(first!.start.getTime() - 2 * HOUR);
      const forVisitors = await offeredSlots(db(), now);
      const forStudio = await freeSlots(db(), now);
      expect(forStudio[0]!.start.getTime()).toBe(first!.start.getTime());
      expect(forVisitors[0]!.start.getTime()).toBeGreaterThan(now.getTime() + 24 * HOUR - 1);
    });

    it('marks a session that has begun as held or missed, and nothing else', async () => {
      const past = await bookingStartingIn(-3, 'past-token');
      expect((await markBookingOutcome(db(), past.id, 'held')).kind).toBe('marked');
      const missed = await markBookingOutcome(db(), past.id, 'no-show');
      expect(missed.kind === 'marked' && missed.booking.outcome).toBe('no-show');
      expect((await move({ token: 'past-token', start: (await offeredStarts())[0]! })).status).toBe(
        409,
      );

      const upcoming = await bookFreeSlot(db(), nextEmail('upcoming'));
      expect((await markBookingOutcome(db(), upcoming.id, 'held')).kind).toBe('not-started');
      await cancelBooking(db(), { id: upcoming.id }, { by: 'studio' });
      expect((await markBookingOutcome(db(), upcoming.id, 'held')).kind).toBe('cancelled');
      expect(
        (await markBookingOutcome(db(), '00000000-0000-4000-8000-000000000000', 'held')).kind,
      ).toBe('not-found');
    });
  });
});
