import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

const bookingStatuses = ['confirmed', 'cancelled'] as const;
const bookingActors = ['visitor', 'studio'] as const;
const bookingOutcomes = ['held', 'no-show'] as const;

/** Strategy sessions booked through the site's dialog. */
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
    /** Language the visitor booked in; their emails and pages use it. */
    locale: text('locale').notNull(),
    /** The visitor's IANA time zone, for showing them the time as they know it. */
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
    /** The studio's word to the visitor when it cancels, sent in the cancellation email. */
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

/**
 * Links issued after the first one, when the studio moves a booking and the visitor's token is
 * not at hand. Every link of a booking keeps working; only hashes are stored.
 */
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
