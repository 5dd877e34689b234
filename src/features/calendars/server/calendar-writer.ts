import 'server-only';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { CalendarWrite, ConnectedCalendar } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { guardedFetch } from './guarded-fetch';
import type { CalendarAccess } from './calendar-readers';
import { accessOf } from './calendar-refresh';
import type { CalendarSettings } from './calendar-settings';
import {
  claimDueWrite,
  dropPendingWrites,
  markWriteFailed,
  markWritten,
} from './calendar-writes-repository';
import { writingCalendar } from './calendars-repository';

const CLAIM_MS = 60_000;
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

export const newWriterId = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

const objectUrl = (calendarUrl: string, uid: string) =>
  new URL(
    `${encodeURIComponent(uid)}.ics`,
    calendarUrl.endsWith('/') ? calendarUrl : `${calendarUrl}/`,
  );

// Idempotent, so writing a change again after a crash changes nothing in the calendar.
async function writeEvent(
  access: CalendarAccess,
  write: CalendarWrite,
  settings: CalendarSettings,
) {
  const authorization = `Basic ${Buffer.from(`${access.username ?? ''}:${access.password ?? ''}`).toString('base64')}`;
  const response = await guardedFetch({ ...settings.limits, maxBytes: 1024 * 1024 })(
    objectUrl(access.url, write.uid),
    write.body === null
      ? { method: 'DELETE', headers: { authorization } }
      : {
          method: 'PUT',
          headers: { authorization, 'content-type': 'text/calendar; charset=utf-8' },
          body: write.body,
        },
  );
  const done =
    response.ok || (write.body === null && (response.status === 404 || response.status === 410));
  if (!done) throw new Error(`HTTP ${response.status}`);
}

export async function writeDueEvents(
  db: Database,
  settings: CalendarSettings,
  writerId: string,
  now: () => Date = () => new Date(),
): Promise<number> {
  let written = 0;
  let calendar: ConnectedCalendar | undefined;
  let access: CalendarAccess | undefined;
  for (;;) {
    const write = await claimDueWrite(db, { now: now(), writerId, claimMs: CLAIM_MS });
    if (!write) return written;
    calendar ??= await writingCalendar(db);
    if (!calendar) {
      await dropPendingWrites(db);
      return written;
    }
    try {
      access ??= accessOf(calendar, settings);
      await writeEvent(access, write, settings);
      await markWritten(db, write, writerId, now());
      written += 1;
    } catch (error) {
      const wait = Math.min(RETRY_FIRST_MS * 2 ** write.attempts, RETRY_MAX_MS);
      const reason =
        error instanceof Error
          ? error.name === 'FetchError'
            ? 'unreachable'
            : error.message
          : 'failed';
      await markWriteFailed(db, write, writerId, {
        error: reason,
        retryAt: new Date(now().getTime() + wait),
      });
      return written;
    }
  }
}
