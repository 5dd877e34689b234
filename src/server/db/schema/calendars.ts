import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, recordId } from './columns';

const calendarKinds = ['feed', 'caldav'] as const;

// `secret` (address, CalDAV login) is sealed with STUDIO_SECRET: logs, backups, desk never see it.
export const connectedCalendars = pgTable(
  'connected_calendars',
  {
    id: recordId(),
    kind: text('kind', { enum: calendarKinds }).notNull(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    secret: text('secret').notNull(),
    reads: boolean('reads').notNull().default(true),
    /** Bookings are written to it (CalDAV only, one calendar at most). */
    writes: boolean('writes').notNull().default(false),
    lastReadAt: at('last_read_at'),
    lastAttemptAt: at('last_attempt_at'),
    lastError: text('last_error'),
    lastErrorStatus: integer('last_error_status'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('connected_calendars_one_writer')
      .on(table.writes)
      .where(sql`${table.writes}`),
  ],
);

export const calendarBusyTimes = pgTable(
  'calendar_busy_times',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => connectedCalendars.id, { onDelete: 'cascade' }),
    start: at('start').notNull(),
    end: at('end').notNull(),
    /** The event's UID, so a booking's own event never blocks its move. */
    uid: text('uid').notNull().default(''),
  },
  (table) => [
    index('calendar_busy_times_end_idx').on(table.end),
    index('calendar_busy_times_calendar_idx').on(table.calendarId),
  ],
);

// `body` null removes the event; writers record the `version` written, so each change lands once.
export const calendarWrites = pgTable(
  'calendar_writes',
  {
    uid: text('uid').primaryKey(),
    body: text('body'),
    version: integer('version').notNull().default(1),
    writtenVersion: integer('written_version').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    claimedUntil: at('claimed_until'),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    writtenAt: at('written_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('calendar_writes_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.version} > ${table.writtenVersion}`),
  ],
);

export type ConnectedCalendar = typeof connectedCalendars.$inferSelect;
export type CalendarKind = (typeof calendarKinds)[number];
export type CalendarWrite = typeof calendarWrites.$inferSelect;
