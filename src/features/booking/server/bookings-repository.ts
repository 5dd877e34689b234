import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/client';
import { bookings, type Booking, type NewBooking } from '@/server/db/schema';

/** Queries on the bookings table; the services decide what they mean. */

export const ACTIVE_SLOT_CONSTRAINT = 'bookings_active_slot_unique';

/** Confirmed bookings starting from `from` (inclusive) to `until` (exclusive). */
function activeBetween(from: Date, until: Date) {
  return and(
    eq(bookings.status, 'confirmed'),
    gte(bookings.slotStart, from),
    lt(bookings.slotStart, until),
  );
}

export async function takenSlotStarts(db: Queryable, from: Date, until: Date): Promise<Date[]> {
  const rows = await db
    .select({ start: bookings.slotStart })
    .from(bookings)
    .where(activeBetween(from, until));
  return rows.map((row) => row.start);
}

/** Confirmed bookings in [from, until), soonest first. */
export async function activeBookingsBetween(
  db: Queryable,
  from: Date,
  until: Date,
): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(activeBetween(from, until))
    .orderBy(asc(bookings.slotStart));
}

export async function findActiveBookingAt(
  db: Queryable,
  start: Date,
): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), eq(bookings.slotStart, start)))
    .limit(1);
  return row;
}

export async function insertBooking(db: Queryable, values: NewBooking): Promise<Booking> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function findBookingByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.cancelTokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Cancels the booking if it is still confirmed and has not started; undefined otherwise. */
export async function cancelBookingByTokenHash(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<Booking | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        eq(bookings.cancelTokenHash, tokenHash),
        eq(bookings.status, 'confirmed'),
        sql`${bookings.slotStart} > ${now}`,
      ),
    )
    .returning();
  return row;
}

/** Every booking, confirmed or cancelled, starting at `from` or later, soonest first. */
export async function bookingsStartingFrom(db: Queryable, from: Date): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(gte(bookings.slotStart, from))
    .orderBy(asc(bookings.slotStart));
}

/** Every booking: upcoming ones soonest first, then past ones most recent first. */
export async function listBookings(db: Queryable, now: Date) {
  const [upcoming, past] = await Promise.all([
    db.select().from(bookings).where(gte(bookings.slotStart, now)).orderBy(asc(bookings.slotStart)),
    db.select().from(bookings).where(lt(bookings.slotStart, now)).orderBy(desc(bookings.slotStart)),
  ]);
  return { upcoming, past };
}
