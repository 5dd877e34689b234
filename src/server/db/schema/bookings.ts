import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

const bookingStatuses = ['confirmed', 'cancelled'] as const;
const bookingActors = ['visitor', 'studio'] as const;
const bookingOutcomes = ['held', 'no-show'] as const;

export const bookings = pgTable(
  'bookings',
  {
    id: recordId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    challenges: text('challenges').notNull(),
    goals: text('goals').notNull(),
    locale: text('locale').notNull(),
    timeZone: text('time_zone').notNull(),
    slotStart: at('slot_start').notNull(),
    slotEnd: at('slot_end').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('confirmed'),
    /** SHA-256 of the first emailed link's token; later ones are in booking_link_tokens. */
    cancelTokenHash: text('cancel_token_hash').notNull(),
    moveCount: integer('move_count').notNull().default(0),
    /** The invitation's SEQUENCE: calendars replace an event only with a higher one. */
    sequence: integer('sequence')
      .notNull()
      .generatedAlwaysAs(sql`move_count + case when status = 'cancelled' then 1 else 0 end`),
    createdAt: createdAt(),
    movedAt: at('moved_at'),
    movedBy: text('moved_by', { enum: bookingActors }),
    previousSlotStart: at('previous_slot_start'),
    cancelledAt: at('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: bookingActors }),
    cancelNote: text('cancel_note').notNull().default(''),
    outcome: text('outcome', { enum: bookingOutcomes }),
  },
  (table) => [
    // Two visitors can never hold the same slot: the database refuses the second booking.
    uniqueIndex('bookings_active_slot_unique')
      .on(table.slotStart)
      .where(sql`${table.status} = 'confirmed'`),
    uniqueIndex('bookings_cancel_token_hash_unique').on(table.cancelTokenHash),
    index('bookings_slot_start_idx').on(table.slotStart),
  ],
);

/** Issued when the studio moves a booking without the visitor's token; every link keeps working. */
export const bookingLinkTokens = pgTable(
  'booking_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('booking_link_tokens_booking_idx').on(table.bookingId)],
);

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingActor = (typeof bookingActors)[number];
export type BookingOutcome = (typeof bookingOutcomes)[number];
