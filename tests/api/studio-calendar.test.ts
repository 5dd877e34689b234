import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingRateLimits } from '@/features/booking/config';
import { hashToken } from '@/features/booking/server/booking-links';
import { cancelBooking } from '@/features/booking/server/booking-changes';
import {
  bookStrategySession,
  type BookingContext,
} from '@/features/booking/server/booking-service';
import { offeredSlots } from '@/features/booking/server/slots-service';
import { bookings, emailOutbox, type OutboxMessage } from '@/server/db/schema';
import { backends, databaseForSuite, type TestDatabase } from './support/test-database';
import { getRequest, newClientAddress, visitor } from './support/requests';

const TOKEN = 'f3b1c9d2e8a74b6c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6';
const FEED = '/api/studio/calendar.ics';

/** The feed route as a server started with (or without) STUDIO_CALENDAR_TOKEN serves it. */
async function feedRoute(token: string | undefined) {
  vi.stubEnv('STUDIO_CALENDAR_TOKEN', token ?? '');
  vi.resetModules();
  const { GET } = await import('@/app/api/studio/calendar.ics/route');
  vi.unstubAllEnvs();
  return GET;
}

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      status: component.getFirstPropertyValue('status'),
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      attendee: String(component.getFirstPropertyValue('attendee')).toLowerCase(),
    };
  });
  return { calendar, events };
}

/** The UID of the invitation the visitor was emailed for a booking. */
async function invitationUid(database: TestDatabase, email: string) {
  const rows = await database.handle.db
    .select({ message: emailOutbox.message })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'booking.confirmation'));
  const message = rows.map((row) => row.message as OutboxMessage).find((m) => m.to === email);
  const invitation = new ICAL.Component(ICAL.parse(message!.calendar!.content));
  return String(invitation.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid'));
}

describe.each(backends.both)('the studio calendar feed on %s', (backend) => {
  const database = databaseForSuite(backend);
  let GET: Awaited<ReturnType<typeof feedRoute>>;
  const context: BookingContext = {
    now: new Date(),
    locale: 'en',
    siteUrl: 'http://localhost:3000',
    studioEmail: 'studio@marlowe.test',
  };

  beforeAll(async () => {
    const { db } = database().handle;
    GET = await feedRoute(TOKEN);
    const [first, second] = await offeredSlots(db, context.now);
    for (const [slot, person] of [
      [first!, { ...visitor, email: 'ada@example.com', company: 'Analytical Engines LLC' }],
      [
        second!,
        {
          ...visitor,
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          company: '',
        },
      ],
    ] as const) {
      const outcome = await bookStrategySession(
        db,
        { ...person, timeSlot: slot.start.toISOString() },
        context,
      );
      expect(outcome.kind).toBe('created');
    }
    // Grace cancels through her emailed link: the token is known only to her email, so the
    // test puts a known one in place first.
    await db
      .update(bookings)
      .set({ cancelTokenHash: hashToken('grace-token') })
      .where(eq(bookings.email, 'grace@example.com'));
    expect(
      (await cancelBooking(db, { token: 'grace-token' }, { ...context, by: 'visitor' })).kind,
    ).toBe('cancelled');
  });

  it('serves every booking with the visitor’s details, the invitation’s UID and its status', async () => {
    const response = await GET(getRequest(`${FEED}?token=${TOKEN}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const { calendar, events } = parseFeed(await response.text());
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toMatch(/strategy sessions/);
    expect(events).toHaveLength(2);

    const [ada, grace] = events;
    expect(ada).toMatchObject({
      uid: await invitationUid(database(), 'ada@example.com'),
      status: 'CONFIRMED',
      sequence: 0,
      summary: 'Strategy session: Ada Lovelace (Analytical Engines LLC)',
      attendee: 'mailto:ada@example.com',
    });
    expect(ada!.description).toContain('Email: ada@example.com');
    expect(ada!.description).toContain(`Current challenges: ${visitor.challenges}`);
    expect(ada!.description).toContain(`Goals: ${visitor.goals}`);
    expect(grace).toMatchObject({
      uid: await invitationUid(database(), 'grace@example.com'),
      status: 'CANCELLED',
      sequence: 1,
      summary: 'Cancelled: Strategy session: Grace Hopper',
    });
  });

  it('keeps past sessions for 90 days', async () => {
    const { db } = database().handle;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    for (const [days, email] of [
      [30, 'last-month@example.com'],
      [100, 'long-ago@example.com'],
    ] as const) {
      await db.insert(bookings).values({
        ...visitor,
        email,
        slotStart: daysAgo(days),
        slotEnd: new Date(daysAgo(days).getTime() + 30 * 60_000),
        cancelTokenHash: `past-${days}`,
      });
    }
    const response = await GET(getRequest(`${FEED}?token=${TOKEN}`));
    const attendees = parseFeed(await response.text()).events.map((event) => event.attendee);
    expect(attendees).toContain('mailto:last-month@example.com');
    expect(attendees).not.toContain('mailto:long-ago@example.com');
  });

  it('answers 404 to a wrong, partial or missing token', async () => {
    for (const query of ['', '?token=', `?token=${TOKEN.slice(0, -1)}`, `?token=${TOKEN}x`]) {
      const response = await GET(getRequest(`${FEED}${query}`));
      expect(response.status, query).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('calendar');
      expect((await response.json()).message).toBe('There is nothing at this address.');
    }
  });

  it('limits how often one client may try', async () => {
    const client = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= bookingRateLimits.studioCalendar.points; i += 1) {
      statuses.push((await GET(getRequest(`${FEED}?token=guess-${i}`, { client }))).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Not even the right token gets through from that client until the window passes.
    expect((await GET(getRequest(`${FEED}?token=${TOKEN}`, { client }))).status).toBe(429);
  });

  it('does not exist without STUDIO_CALENDAR_TOKEN', async () => {
    const unconfigured = await feedRoute(undefined);
    for (const query of ['', `?token=${TOKEN}`, '?token=']) {
      expect((await unconfigured(getRequest(`${FEED}${query}`))).status, query).toBe(404);
    }
  });
});
