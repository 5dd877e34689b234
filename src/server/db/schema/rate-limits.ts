import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Counters of rate-limiter-flexible's PostgreSQL store, used when DATABASE_URL is set so that
 * every node shares them. Its layout is the library's own (key, points, expire).
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
