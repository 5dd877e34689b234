import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

// Each feature validates its value on read; read per request, so all servers see a change at once.
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
