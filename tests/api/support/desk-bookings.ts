import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import type { BookingRequest } from '@/features/booking/schema';
import { bookStrategySession } from '@/features/booking/server/booking-service';
import { insertBooking } from '@/features/booking/server/bookings-repository';
import { freeSlots } from '@/features/booking/server/slots-service';
import { emailOutbox, type Booking } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { visitor } from './requests';

type VisitorOverrides = { [Field in keyof typeof visitor]?: string };

// Books the sessions a test needs, each at a time no other test of the file has used.
export function bookingPool(db: () => Database) {
  let offered: Date[] | undefined;
  const nextStart = async () => {
    offered ??= (await freeSlots(db(), new Date(), { by: 'visitor' })).map((slot) => slot.start);
    const start = offered.shift();
    if (!start) throw new Error('Ran out of free slots');
    return start;
  };
  return {
    nextStart,
    async book(overrides: VisitorOverrides = {}): Promise<Booking> {
      const start = await nextStart();
      const outcome = await bookStrategySession(
        db(),
        { ...visitor, ...overrides, timeSlot: start.toISOString() } as BookingRequest,
        { now: new Date(), locale: 'en' },
      );
      if (outcome.kind !== 'created') throw new Error(`Could not book: ${outcome.kind}`);
      return outcome.booking;
    },
  };
}

export async function pastBooking(db: Database, email = 'past@example.com'): Promise<Booking> {
  const start = new Date(Date.now() - 2 * 86_400_000);
  return insertBooking(db, {
    ...visitor,
    email,
    slotStart: start,
    slotEnd: new Date(start.getTime() + 30 * 60_000),
    cancelTokenHash: crypto.randomUUID(),
  });
}

export async function emailsOfKind(db: Database, kind: string, to: string) {
  const rows = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
  return rows.map((row) => row.message).filter((message) => message.to === to);
}

export function calendarOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
  };
}
