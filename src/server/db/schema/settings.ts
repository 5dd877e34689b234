import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/**
 * Settings the studio changes while the site runs (e.g. `scheduling`), one JSON value per key;
 * each feature validates its own value when it reads it. Read per request, so every server sees a
 * change at once.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
