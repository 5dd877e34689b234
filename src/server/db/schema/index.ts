// drizzle-kit reads this file to generate the migrations in drizzle/.
export * from './analytics';
export * from './blog';
export * from './bookings';
export * from './calendars';
export * from './closed-days';
export * from './leads';
export * from './newsletter';
export * from './outbox';
export * from './rate-limits';
export * from './settings';
export * from './stored-files';
export * from './studio';
