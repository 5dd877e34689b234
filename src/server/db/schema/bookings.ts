import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const bookingStatuses = ['confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Strategy sessions booked through the site's dialog. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    challenges: text('challenges').notNull(),
    goals: text('goals').notNull(),
    /** Language the visitor booked in; their emails and cancel page use it. */
    locale: text('locale').notNull(),
    /** The visitor's IANA time zone, for showing them the time as they know it. */
    timeZone: text('time_zone').notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'date' }).notNull(),
    slotEnd: timestamp('slot_end', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('confirmed'),
    /** SHA-256 of the cancel link's token: the token itself exists only in the visitor's email. */
    cancelTokenHash: text('cancel_token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
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

export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
