import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as cancel } from '@/app/api/studio/bookings/[id]/cancel/route';
import { GET as newSlots } from '@/app/api/studio/bookings/free-slots/route';
import { POST as enter } from '@/app/api/studio/bookings/route';
import { bookingsPage } from '@/features/booking/server/bookings-repository';
import { bookings, emailOutbox, studioActivity } from '@/server/db/schema';
import { bookingPool, emailsOfKind, pastBooking } from './support/desk-bookings';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.both)('the desk’s booking list and entries on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const pool = bookingPool(db);
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  const entry = (start: Date, overrides: Record<string, unknown> = {}, locale = 'en') =>
    desk.send(enter, `/api/studio/bookings?locale=${locale}`, {
      body: {
        firstName: 'Rosa',
        lastName: 'Phone',
        email: 'rosa@example.com',
        locale: 'es',
        start: start.toISOString(),
        invite: true,
        ...overrides,
      },
    });

  it('lists upcoming, past and cancelled sessions, a cancelled upcoming one among the upcoming, and searches them all', async () => {
    const kept = await pool.book({ email: 'list-kept@example.com', lastName: 'Listed' });
    const gone = await pool.book({ email: 'list-gone@example.com', lastName: 'Listed' });
    const past = await pastBooking(db(), 'list-past@example.com');
    await db().update(bookings).set({ lastName: 'Listed' }).where(eq(bookings.id, past.id));
    const cancelled = await desk.send(cancel, `/api/studio/bookings/${gone.id}/cancel`, {
      body: {},
      params: { id: gone.id },
    });
    expect(cancelled.status).toBe(200);

    const now = new Date();
    const shown = async (show: 'all' | 'upcoming' | 'past' | 'cancelled', query = 'listed') =>
      (await bookingsPage(db(), { query, show, page: 1 }, now)).items.map((row) => row.email);
    // Upcoming first, soonest first, then the past, newest first.
    expect(await shown('all')).toEqual([kept.email, gone.email, past.email]);
    expect(await shown('upcoming')).toEqual([kept.email, gone.email]);
    expect(await shown('past')).toEqual([past.email]);
    expect(await shown('cancelled')).toEqual([gone.email]);
    expect(await shown('all', 'list-gone')).toEqual([gone.email]);
    expect(await shown('past', 'list-kept')).toEqual([]);
  });

  it('offers the free times by day, then books the chosen one with the invitation in the visitor’s language', async () => {
    const listed = await desk.send(newSlots, '/api/studio/bookings/free-slots?locale=es', {
      method: 'GET',
    });
    const { slots } = (await listed.json()) as {
      slots: { start: string; dayKey: string; dayShort: string; time: string }[];
    };
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0]!.dayKey).toMatch(/^\d{4}-\d\d-\d\d$/);
    const start = await pool.nextStart();
    expect(slots.map((slot) => slot.start)).toContain(start.toISOString());

    const notices = () =>
      db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'booking.studio-notification'));
    const noticesBefore = (await notices()).length;
    const response = await entry(start);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ slotStart: start, locale: 'es', challenges: '', goals: '' });
    const [invitation] = await emailsOfKind(db(), 'booking.confirmation', 'rosa@example.com');
    expect(invitation!.subject).toMatch(/^Su sesión estratégica/);
    expect(await emailsOfKind(db(), 'booking.reminder', 'rosa@example.com')).not.toEqual([]);
    // The studio entered it: it is not told of it by email.
    expect(await notices()).toHaveLength(noticesBefore);
    const logged = await db()
      .select()
      .from(studioActivity)
      .where(eq(studioActivity.action, 'booking.enter'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ subjectKind: 'booking', summary: '' });
    expect(JSON.stringify(logged[0]!.details)).not.toMatch(/Rosa|rosa@/);
  });

  it('emails nothing to the visitor without the invitation', async () => {
    const start = await pool.nextStart();
    const response = await entry(start, { email: 'quiet@example.com', invite: false });
    expect(response.status).toBe(201);
    const sent = await db().select().from(emailOutbox);
    expect(sent.filter((row) => row.message.to === 'quiet@example.com')).toEqual([]);
  });

  it('lets one of two entries for one time win, as two visitors booking at once', async () => {
    const start = await pool.nextStart();
    const answers = await Promise.all([
      entry(start, { email: 'one@example.com' }),
      entry(start, { email: 'two@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect((await loser.json()).message).toMatch(/booked that time a moment ago/);
    const holders = await db().select().from(bookings).where(eq(bookings.slotStart, start));
    expect(holders).toHaveLength(1);
  });

  it('names each field at fault, in the page’s language', async () => {
    const response = await entry(
      new Date(),
      { firstName: '', email: 'not-an-address', start: 'tomorrow', locale: 'fr' },
      'es',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      firstName: 'Complete este campo, por favor.',
      email: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
      locale: 'La solicitud no es válida.',
      start: 'Elija una nueva hora.',
    });
  });
});
