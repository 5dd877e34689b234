import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Yearly holidays are not stored here; they come from the booking configuration.
export const studioClosedDays = pgTable('studio_closed_days', {
  /** A calendar day of the studio's time zone. */
  day: date('day', { mode: 'string' }).primaryKey(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export type StudioClosedDay = typeof studioClosedDays.$inferSelect;
