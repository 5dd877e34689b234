import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Days the studio closed by command (`npm run availability -- close …`): no session is offered
 * on them. Yearly holidays are not stored; they come from the booking configuration.
 */
export const studioClosedDays = pgTable('studio_closed_days', {
  /** A calendar day of the studio's time zone. */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Why the studio is closed, for the operator's list (e.g. "Conference in Austin"). */
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export type StudioClosedDay = typeof studioClosedDays.$inferSelect;
