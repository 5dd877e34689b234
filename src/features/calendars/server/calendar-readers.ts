import 'server-only';
import { createAccount, fetchCalendarObjects, fetchCalendars, type DAVCalendar } from 'tsdav';
import type { CalendarKind } from '@/server/db/schema';
import { FetchError, guardedFetch, type FetchLimits, type FetchProblem } from './guarded-fetch';

export interface CalendarAccess {
  url: string;
  username?: string;
  password?: string;
}

export type ReadProblem = FetchProblem | 'status' | 'auth' | 'notCalendar' | 'key';

export class ReadError extends Error {
  override name = 'ReadError';
  constructor(
    readonly problem: ReadProblem,
    readonly status?: number,
  ) {
    super(status ? `${problem} (HTTP ${status})` : problem);
  }
}

export const readLimits = (allowPrivate: boolean): FetchLimits => ({
  allowPrivate,
  timeoutMs: 20_000,
  maxBytes: 20 * 1024 * 1024,
});

// Calendar apps hand out webcal:// addresses for the same https feed.
export const feedAddress = (url: string) => url.trim().replace(/^webcals?:\/\//i, 'https://');

const basic = ({ username = '', password = '' }: CalendarAccess) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

function failure(status: number): ReadError {
  if (status === 401 || status === 403) return new ReadError('auth', status);
  if (status === 404 || status === 405) return new ReadError('notCalendar', status);
  return new ReadError('status', status);
}

// tsdav swallows some refusals and throws on others: the first is kept to tell them apart.
function watchedFetch(limits: FetchLimits) {
  const inner = guardedFetch(limits);
  const watch = { refusal: 0 };
  const fetcher: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    if (response.status >= 400 && !watch.refusal) watch.refusal = response.status;
    return response;
  };
  return { fetcher, watch };
}

async function readFeed(access: CalendarAccess, limits: FetchLimits): Promise<string[]> {
  const response = await guardedFetch(limits)(feedAddress(access.url), {
    headers: { accept: 'text/calendar, */*;q=0.5' },
  });
  if (!response.ok) throw failure(response.status);
  const text = await response.text();
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new ReadError('notCalendar');
  return [text];
}

async function readCalDav(
  access: CalendarAccess,
  limits: FetchLimits,
  window: { from: Date; until: Date },
): Promise<string[]> {
  const { fetcher, watch } = watchedFetch(limits);
  const objects = await fetchCalendarObjects({
    calendar: { url: access.url } as DAVCalendar,
    timeRange: { start: window.from.toISOString(), end: window.until.toISOString() },
    headers: { authorization: basic(access) },
    fetch: fetcher,
  }).catch((error: unknown) => {
    throw watch.refusal ? failure(watch.refusal) : error;
  });
  if (watch.refusal) throw failure(watch.refusal);
  return objects.map((object) => String(object.data ?? '')).filter(Boolean);
}

export async function readCalendar(
  kind: CalendarKind,
  access: CalendarAccess,
  window: { from: Date; until: Date },
  limits: FetchLimits,
): Promise<string[]> {
  try {
    return kind === 'feed'
      ? await readFeed(access, limits)
      : await readCalDav(access, limits, window);
  } catch (error) {
    if (error instanceof ReadError) throw error;
    if (error instanceof FetchError) throw new ReadError(error.problem);
    throw new ReadError('notCalendar');
  }
}

export interface CalendarChoice {
  url: string;
  name: string;
}

// An account's address (https://caldav.icloud.com) reaches all of its calendars.
export async function findCalDavCalendars(
  access: CalendarAccess,
  limits: FetchLimits,
): Promise<CalendarChoice[]> {
  const { fetcher, watch } = watchedFetch(limits);
  const credentials = { username: access.username ?? '', password: access.password ?? '' };
  try {
    const account = await createAccount({
      account: { serverUrl: access.url, accountType: 'caldav', credentials },
      headers: { authorization: basic(access) },
      fetch: fetcher,
    });
    const calendars = await fetchCalendars({
      account,
      headers: { authorization: basic(access) },
      fetch: fetcher,
    });
    const found = calendars
      .filter((calendar) => !calendar.components || calendar.components.includes('VEVENT'))
      .map((calendar) => ({
        url: calendar.url,
        name: typeof calendar.displayName === 'string' ? calendar.displayName : calendar.url,
      }));
    const named = found.find((calendar) => sameCollection(calendar.url, access.url));
    if (named) return [named];
    if (!found.length) throw watch.refusal ? failure(watch.refusal) : new ReadError('notCalendar');
    return found;
  } catch (error) {
    if (error instanceof ReadError) throw error;
    if (error instanceof FetchError) throw new ReadError(error.problem);
    throw watch.refusal ? failure(watch.refusal) : new ReadError('notCalendar');
  }
}

const sameCollection = (a: string, b: string) => {
  const path = (value: string) => {
    try {
      return new URL(value).pathname.replace(/\/+$/, '');
    } catch {
      return value;
    }
  };
  return path(a) === path(b);
};
