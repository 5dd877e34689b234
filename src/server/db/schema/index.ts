/**
 * The project's one database schema: one file per feature, all re-exported here. drizzle-kit
 * reads this file to generate migrations into `drizzle/` (see README, "Data, bookings and emails").
 */
export * from './bookings';
export * from './leads';
export * from './newsletter';
export * from './outbox';
export * from './rate-limits';
export * from './stored-files';
