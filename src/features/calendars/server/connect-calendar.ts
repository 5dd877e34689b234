import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ConnectedCalendar } from '@/server/db/schema';
import type { Database, Transaction } from '@/server/db/types';
import {
  findCalDavCalendars,
  ReadError,
  type CalendarAccess,
  type CalendarChoice,
} from './calendar-readers';
import { fetchBusyTimes } from './calendar-refresh';
import type { CalendarSettings } from './calendar-settings';
import { replaceBusyTimes } from './busy-times-repository';
import { insertCalendar, recordRead, updateCalendarRoles } from './calendars-repository';
import { seal } from './secret-box';
import type { ConnectCalendarValues } from '../desk/schema';

type ConnectOutcome =
  | { kind: 'connected'; calendar: ConnectedCalendar; busy: number }
  | { kind: 'choose'; choices: CalendarChoice[] }
  | { kind: 'failed'; error: ReadError }
  | { kind: 'noKey' };

const hostOf = (url: string) => {
  try {
    return new URL(url.replace(/^webcals?:/i, 'https:')).hostname;
  } catch {
    return '';
  }
};

// Read once before keeping it, so a wrong address or password is said at once.
export async function connectCalendar(
  db: Database,
  input: ConnectCalendarValues,
  settings: CalendarSettings,
  {
    now = new Date(),
    withinTransaction,
  }: { now?: Date; withinTransaction?: (tx: Transaction) => Promise<void> } = {},
): Promise<ConnectOutcome> {
  if (!settings.secret) return { kind: 'noKey' };
  const caldav = input.kind === 'caldav';
  let access: CalendarAccess = caldav
    ? { url: input.calendarUrl || input.url, username: input.username, password: input.password }
    : { url: input.url.trim() };
  try {
    if (caldav && !input.calendarUrl) {
      const choices = await findCalDavCalendars(access, settings.limits);
      if (choices.length > 1) return { kind: 'choose', choices };
      access = { ...access, url: choices[0]!.url };
    }
    const reads = input.reads || !caldav;
    const busy = reads ? await fetchBusyTimes(input, access, settings, now) : [];
    const id = randomUUID();
    const calendar = await db.transaction(async (tx) => {
      const created = await insertCalendar(tx, {
        id,
        kind: input.kind,
        name: input.name.trim(),
        host: hostOf(access.url),
        secret: seal(access, id, settings.secret),
        reads,
        writes: false,
      });
      if (caldav && input.writes) await updateCalendarRoles(tx, id, { reads, writes: true });
      await replaceBusyTimes(tx, id, busy);
      await recordRead(tx, id, { at: now });
      await withinTransaction?.(tx);
      return created;
    });
    return { kind: 'connected', calendar, busy: busy.length };
  } catch (error) {
    if (error instanceof ReadError) return { kind: 'failed', error };
    throw error;
  }
}
