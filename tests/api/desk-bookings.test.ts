import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as cancel } from '@/app/api/studio/bookings/[id]/cancel/route';
import { GET as exportList } from '@/app/api/studio/export/[list]/route';
import { GET as freeSlotsRoute } from '@/app/api/studio/bookings/[id]/free-slots/route';
import { POST as move } from '@/app/api/studio/bookings/[id]/move/route';
import { POST as outcome } from '@/app/api/studio/bookings/[id]/outcome/route';
import { bookingUid } from '@/features/booking/server/calendar';
import { freeSlots } from '@/features/booking/server/slots-service';
import { bookings, emailOutbox, studioActivity } from '@/server/db/schema';
import { bookingPool, calendarOf, emailsOfKind, pastBooking } from './support/desk-bookings';
import { spreadsheetOf } from './support/desk-records';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.both)('the desk acting on bookings on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const pool = bookingPool(db);
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  const act = (route: typeof cancel, id: string, action: string, body?: unknown, locale = 'en') =>
    desk.send(route, `/api/studio/bookings/${id}/${action}?locale=${locale}`, {
      body,
      params: { id },
    });
  const activityOf = async (action: string) =>
    db().select().from(studioActivity).where(eq(studioActivity.action, action));

  it('cancels with a note: the visitor gets it in their language with the same invitation cancelled', async () => {
    const booking = await pool.book({ email: 'lucia@example.com', locale: 'es' });
    const response = await act(cancel, booking.id, 'cancel', { note: 'Tengo un imprevisto.' });
    expect(response.status).toBe(200);

    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'studio',
      cancelNote: 'Tengo un imprevisto.',
    });
    const [email] = await emailsOfKind(db(), 'booking.cancellation', 'lucia@example.com');
    expect(email!.text).toContain('Tengo un imprevisto.');
    expect(email!.subject).toMatch(/cancelad/i);
    const calendar = calendarOf(email!.calendar!.content);
    expect(email!.calendar!.method).toBe('CANCEL');
    expect(calendar).toMatchObject({ method: 'CANCEL', uid: bookingUid(booking), sequence: 1 });

    const [logged] = await activityOf('booking.cancel');
    expect(logged).toMatchObject({ sessionId: desk.sessionId });
    expect(logged).toMatchObject({ subjectKind: 'booking', subjectId: booking.id, summary: '' });
    expect(JSON.stringify(logged!.details)).not.toMatch(/Ada|Lovelace|lucia/);

    const again = await act(cancel, booking.id, 'cancel', {});
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This session was already cancelled.');
  });

  it('moves to a free time: one updated invitation, same UID, higher SEQUENCE, the old time free again', async () => {
    const booking = await pool.book({ email: 'mover@example.com' });
    const listed = await desk.send(
      freeSlotsRoute,
      `/api/studio/bookings/${booking.id}/free-slots`,
      {
        method: 'GET',
        params: { id: booking.id },
      },
    );
    const { slots } = (await listed.json()) as { slots: { start: string; visitorTime: string }[] };
    expect(slots.map((slot) => slot.start)).not.toContain(booking.slotStart.toISOString());
    const target = await pool.nextStart();
    expect(slots.map((slot) => slot.start)).toContain(target.toISOString());

    const response = await act(move, booking.id, 'move', { start: target.toISOString() });
    expect(response.status).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.slotStart).toEqual(target);
    expect(row!.sequence).toBe(1);

    const moved = await emailsOfKind(db(), 'booking.moved', 'mover@example.com');
    expect(moved).toHaveLength(1);
    expect(calendarOf(moved[0]!.calendar!.content)).toMatchObject({
      method: 'REQUEST',
      uid: bookingUid(booking),
      sequence: 1,
      start: target,
    });
    const free = (await freeSlots(db(), new Date(), { by: 'visitor' })).map((slot) =>
      slot.start.getTime(),
    );
    expect(free).toContain(booking.slotStart.getTime());
    expect(free).not.toContain(target.getTime());
    const [logged] = await activityOf('booking.move');
    expect(logged).toMatchObject({
      subjectKind: 'booking',
      subjectId: booking.id,
      details: { from: booking.slotStart.toISOString(), at: target.toISOString() },
    });
  });

  it('lets only one of two moves into the same time win', async () => {
    const first = await pool.book({ email: 'first@example.com' });
    const second = await pool.book({ email: 'second@example.com' });
    const target = (await pool.nextStart()).toISOString();
    const answers = await Promise.all([
      act(move, first.id, 'move', { start: target }),
      act(move, second.id, 'move', { start: target }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect((await loser.json()).message).toMatch(/booked that time a moment ago/);
    const holders = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.slotStart, new Date(target)));
    expect(holders).toHaveLength(1);
  });

  it('refuses to move to the same time or a time not offered, naming the problem', async () => {
    const booking = await pool.book({ email: 'stay@example.com' });
    const same = await act(move, booking.id, 'move', { start: booking.slotStart.toISOString() });
    expect(same.status).toBe(409);
    expect((await same.json()).message).toBe(
      'The session is already at that time. Please choose another.',
    );
    const odd = new Date(booking.slotStart.getTime() + 7 * 60_000).toISOString();
    const notOffered = await act(move, booking.id, 'move', { start: odd });
    expect(notOffered.status).toBe(409);
    const invalid = await act(move, booking.id, 'move', { start: 'tomorrow' }, 'es');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors).toEqual({ start: 'Elija una nueva hora.' });
  });

  it('marks a session that has begun held or no-show, and not one still ahead', async () => {
    const past = await pastBooking(db());
    expect((await act(outcome, past.id, 'outcome', { outcome: 'held' })).status).toBe(200);
    expect((await act(outcome, past.id, 'outcome', { outcome: 'no-show' })).status).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, past.id));
    expect(row!.outcome).toBe('no-show');
    expect(await activityOf('booking.held')).toHaveLength(1);
    expect(await activityOf('booking.noShow')).toHaveLength(1);

    const ahead = await pool.book({ email: 'ahead@example.com' });
    const early = await act(outcome, ahead.id, 'outcome', { outcome: 'held' });
    expect(early.status).toBe(409);
    expect((await act(outcome, past.id, 'outcome', { outcome: 'maybe' })).status).toBe(400);
  });

  it('answers 404 for a booking that does not exist or an id of the wrong shape', async () => {
    const missing = await act(cancel, crypto.randomUUID(), 'cancel', {});
    expect(missing.status).toBe(404);
    const odd = await act(cancel, 'not-an-id', 'cancel', {}, 'es');
    expect(odd.status).toBe(404);
    expect((await odd.json()).message).toMatch(/^Esa reserva ya no existe/);
  });

  it('gives the studio the invitation too, under the visitor’s UID: booked, moved, cancelled', async () => {
    const booking = await pool.book({ email: 'studio-copy@example.com' });
    const studioCopies = async (kind: string) =>
      (await db().select().from(emailOutbox).where(eq(emailOutbox.kind, kind)))
        .map((row) => row.message)
        .filter((message) => message.replyTo === 'studio-copy@example.com');
    const [visitorCopy] = await emailsOfKind(db(), 'booking.confirmation', booking.email);
    const uid = calendarOf(visitorCopy!.calendar!.content).uid;
    expect(uid).toBe(bookingUid(booking));

    const [booked] = await studioCopies('booking.studio-notification');
    expect(booked!.calendar!.method).toBe('REQUEST');
    expect(calendarOf(booked!.calendar!.content)).toMatchObject({
      method: 'REQUEST',
      uid,
      sequence: 0,
      start: booking.slotStart,
    });

    const target = await pool.nextStart();
    expect((await act(move, booking.id, 'move', { start: target.toISOString() })).status).toBe(200);
    const [moved] = await studioCopies('booking.studio-moved');
    expect(calendarOf(moved!.calendar!.content)).toMatchObject({ uid, sequence: 1, start: target });

    expect((await act(cancel, booking.id, 'cancel', {})).status).toBe(200);
    const [cancelled] = await studioCopies('booking.studio-cancellation');
    expect(cancelled!.calendar!.method).toBe('CANCEL');
    expect(calendarOf(cancelled!.calendar!.content)).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 2,
    });
  });

  it('refuses a write from another site', async () => {
    const booking = await pool.book({ email: 'csrf@example.com' });
    const response = await desk.send(cancel, `/api/studio/bookings/${booking.id}/cancel`, {
      body: {},
      params: { id: booking.id },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });

  it('exports the bookings found as CSV, with formulas defused', async () => {
    const booking = await pool.book({ email: 'export@example.com', company: '@SUM(A1:A9)' });
    const response = await desk.send(exportList, '/api/studio/export/bookings?q=export%40', {
      method: 'GET',
      params: { list: 'bookings' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bookings-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const { byteOrderMark, header, rows } = await spreadsheetOf(response);
    expect(byteOrderMark).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toMatch(/^"Booking ID","Status","Outcome","Studio time",/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(new RegExp(`^"${booking.id}","Booked","",`));
    expect(rows[0]).toContain(`"'@SUM(A1:A9)"`);
  });
});
