import 'server-only';
import type { ConnectedCalendar } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { busyTimesOf, type BusyTime } from '../busy-events';
import { readCalendar, ReadError, type CalendarAccess } from './calendar-readers';
import { calendarWindow, type CalendarSettings } from './calendar-settings';
import { claimDueCalendar, recordRead } from './calendars-repository';
import { replaceBusyTimes } from './busy-times-repository';
import { open } from './secret-box';

const DAY_MS = 86_400_000;

export const accessOf = (calendar: ConnectedCalendar, settings: CalendarSettings) =>
  open<CalendarAccess>(calendar.secret, calendar.id, settings.secret);

export function readWindow(now: Date) {
  return {
    from: new Date(now.getTime() - calendarWindow.pastDays * DAY_MS),
    until: new Date(now.getTime() + calendarWindow.aheadDays * DAY_MS),
  };
}

export async function fetchBusyTimes(
  calendar: Pick<ConnectedCalendar, 'kind'>,
  access: CalendarAccess,
  settings: CalendarSettings,
  now: Date,
): Promise<BusyTime[]> {
  const window = readWindow(now);
  const documents = await readCalendar(calendar.kind, access, window, settings.limits);
  const owner = access.username?.includes('@') ? [access.username] : [];
  try {
    return busyTimesOf(documents, {
      ...window,
      timeZone: settings.timeZone,
      ownerAddresses: [...settings.ownerAddresses, ...owner],
    });
  } catch {
    throw new ReadError('notCalendar');
  }
}

// A failed read keeps the last good busy times and records why, for the desk to say.
export async function refreshCalendar(
  db: Database,
  calendar: ConnectedCalendar,
  settings: CalendarSettings,
  now: Date,
): Promise<{ ok: true; count: number } | { ok: false; error: ReadError }> {
  try {
    let access: CalendarAccess;
    try {
      access = accessOf(calendar, settings);
    } catch {
      throw new ReadError('key');
    }
    const times = await fetchBusyTimes(calendar, access, settings, now);
    await db.transaction(async (tx) => {
      await replaceBusyTimes(tx, calendar.id, times);
      await recordRead(tx, calendar.id, { at: now });
    });
    return { ok: true, count: times.length };
  } catch (error) {
    const failure = error instanceof ReadError ? error : new ReadError('network');
    await recordRead(db, calendar.id, {
      at: now,
      error: { problem: failure.problem, status: failure.status },
    });
    return { ok: false, error: failure };
  }
}

export async function refreshDueCalendars(
  db: Database,
  settings: CalendarSettings,
  { now = () => new Date(), slackMs = 0 } = {},
): Promise<number> {
  const seen = new Set<string>();
  for (;;) {
    const at = now();
    const calendar = await claimDueCalendar(
      db,
      at,
      new Date(at.getTime() - settings.refreshMs + slackMs),
    );
    // Each calendar once a round, however short the interval.
    if (!calendar || seen.has(calendar.id)) return seen.size;
    seen.add(calendar.id);
    const outcome = await refreshCalendar(db, calendar, settings, at);
    if (!outcome.ok) {
      // Only the kind of failure: the calendar's address is a secret.
      console.warn(`Calendar "${calendar.name}" could not be read: ${outcome.error.message}.`);
    }
  }
}
