import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import {
  bookingLinkTokens,
  bookings,
  type Booking,
  type BookingActor,
  type BookingOutcome,
  type NewBooking,
} from '@/server/db/schema';
import { sameAddress } from '@/server/db/same-address';
import type { Queryable } from '@/server/db/types';
import type { BookingShow } from '@/config/desk-limits';
import { containing, paged, pageWindow, type Paged } from '@/server/desk/paging';

export const ACTIVE_SLOT_CONSTRAINT = 'bookings_active_slot_unique';

// The two-key advisory locks, a space apart from the single-key ones the servers use.
const BOOKING_DAY_LOCK = 48_702_131;

function activeBetween(from: Date, until: Date) {
  return and(
    eq(bookings.status, 'confirmed'),
    gte(bookings.slotStart, from),
    lt(bookings.slotStart, until),
  );
}

export async function takenSessions(
  db: Queryable,
  from: Date,
  until: Date,
  exceptId?: string,
): Promise<{ start: Date; end: Date }[]> {
  return db
    .select({ start: bookings.slotStart, end: bookings.slotEnd })
    .from(bookings)
    .where(and(activeBetween(from, until), exceptId ? ne(bookings.id, exceptId) : undefined));
}

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

/** Holds off every other booking of that studio day until the transaction ends. */
export async function lockBookingDay(tx: Queryable, day: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, ${Number(day.replaceAll('-', ''))})`,
  );
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

export async function findBookingById(db: Queryable, id: string): Promise<Booking | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

export async function findBookingsByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<Pick<Booking, 'id' | 'firstName' | 'lastName'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: bookings.id, firstName: bookings.firstName, lastName: bookings.lastName })
    .from(bookings)
    .where(inArray(bookings.id, [...ids]));
}

export async function findBookingByTokenHash(
  db: Queryable,
  tokenHash: string,
): Promise<Booking | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      sql`${bookings.cancelTokenHash} = ${tokenHash} or ${bookings.id} = (select ${bookingLinkTokens.bookingId} from ${bookingLinkTokens} where ${bookingLinkTokens.tokenHash} = ${tokenHash})`,
    )
    .limit(1);
  return row;
}

export async function addLinkToken(
  db: Queryable,
  bookingId: string,
  tokenHash: string,
): Promise<void> {
  await db.insert(bookingLinkTokens).values({ bookingId, tokenHash });
}

// Each change names the state it starts from, so of two at once only the first takes effect.
function unchangedSince(booking: Booking) {
  return and(
    eq(bookings.id, booking.id),
    eq(bookings.status, 'confirmed'),
    eq(bookings.slotStart, booking.slotStart),
  );
}

export async function markCancelled(
  db: Queryable,
  booking: Booking,
  change: { at: Date; by: BookingActor; note: string },
): Promise<Booking | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledAt: change.at,
      cancelledBy: change.by,
      cancelNote: change.note,
    })
    .where(unchangedSince(booking))
    .returning();
  return row;
}

export async function markMoved(
  db: Queryable,
  booking: Booking,
  change: { start: Date; end: Date; at: Date; by: BookingActor },
): Promise<Booking | undefined> {
  const [row] = await db
    .update(bookings)
    .set({
      slotStart: change.start,
      slotEnd: change.end,
      previousSlotStart: booking.slotStart,
      moveCount: sql`${bookings.moveCount} + 1`,
      movedAt: change.at,
      movedBy: change.by,
    })
    .where(unchangedSince(booking))
    .returning();
  return row;
}

export async function setOutcome(
  db: Queryable,
  id: string,
  outcome: BookingOutcome | null,
): Promise<Booking | undefined> {
  const [row] = await db.update(bookings).set({ outcome }).where(eq(bookings.id, id)).returning();
  return row;
}

export async function bookingsStartingFrom(db: Queryable, from: Date): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(gte(bookings.slotStart, from))
    .orderBy(asc(bookings.slotStart));
}

export async function listBookings(db: Queryable, now: Date) {
  const [upcoming, past] = await Promise.all([
    db.select().from(bookings).where(gte(bookings.slotStart, now)).orderBy(asc(bookings.slotStart)),
    db.select().from(bookings).where(lt(bookings.slotStart, now)).orderBy(desc(bookings.slotStart)),
  ]);
  return { upcoming, past };
}

function matching(query: string) {
  if (!query) return undefined;
  const pattern = containing(query);
  return or(
    ilike(sql`${bookings.firstName} || ' ' || ${bookings.lastName}`, pattern),
    ilike(bookings.email, pattern),
    ilike(bookings.company, pattern),
  );
}

function shown(show: BookingShow, now: Date) {
  switch (show) {
    case 'upcoming':
      return gte(bookings.slotStart, now);
    case 'past':
      return lt(bookings.slotStart, now);
    case 'cancelled':
      return eq(bookings.status, 'cancelled');
    default:
      return undefined;
  }
}

function shownOrder(show: BookingShow, now: Date) {
  if (show === 'upcoming') return [asc(bookings.slotStart)];
  if (show !== 'all') return [desc(bookings.slotStart)];
  const ahead = sql`${bookings.slotStart} >= ${now.toISOString()}::timestamptz`;
  return [
    desc(ahead),
    sql`case when ${ahead} then ${bookings.slotStart} end asc`,
    desc(bookings.slotStart),
  ];
}

export interface BookingFilter {
  query: string;
  show: BookingShow;
}

/** The desk's list: cancelled sessions stay in it, marked as such, wherever their time falls. */
export async function findBookings(
  db: Queryable,
  { query, show }: BookingFilter,
  now: Date,
  window?: { limit: number; offset: number },
): Promise<Booking[]> {
  const rows = db
    .select()
    .from(bookings)
    .where(and(shown(show, now), matching(query)))
    .orderBy(...shownOrder(show, now));
  return window ? rows.limit(window.limit).offset(window.offset) : rows;
}

export async function bookingsPage(
  db: Queryable,
  filter: BookingFilter & { page: number },
  now: Date,
): Promise<Paged<Booking>> {
  return paged(await findBookings(db, filter, now, pageWindow(filter.page)), filter.page);
}

export async function bookingsOfPerson(db: Queryable, email: string): Promise<Booking[]> {
  return db
    .select()
    .from(bookings)
    .where(sameAddress(bookings.email, email))
    .orderBy(asc(bookings.slotStart));
}

// Link tokens go with their rows (ON DELETE CASCADE).
export async function deleteBookingsOfPerson(tx: Queryable, email: string): Promise<number> {
  const erased = await tx
    .delete(bookings)
    .where(sameAddress(bookings.email, email))
    .returning({ id: bookings.id });
  return erased.length;
}
