import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, guardedFetch } from '@/features/calendars/server/guarded-fetch';
import { serveCalendar, type ServedCalendar } from './support/calendar-server';

const open = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 64 * 1024 };
const closed = { ...open, allowPrivate: false };

const problemOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'fetched';
  } catch (error) {
    return error instanceof FetchError ? error.problem : String(error);
  }
};

describe('the calendar readers’ fetch', () => {
  let first: ServedCalendar;
  let second: ServedCalendar;

  beforeAll(async () => {
    first = await serveCalendar('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
    second = await serveCalendar('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('fetches only http and https addresses', async () => {
    for (const address of [
      'file:///etc/passwd',
      'ftp://example.com/a.ics',
      'gopher://x',
      'not an address',
    ]) {
      expect(await problemOf(guardedFetch(open)(address)), address).toBe('address');
    }
  });

  it('refuses loopback, private, link-local and unique-local addresses, by name too', async () => {
    const port = new URL(first.url).port;
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      '10.0.0.8',
      '192.168.1.4',
      '169.254.169.254',
      '[fd00::1]',
      '[fe80::1]',
      '0.0.0.0',
      '[::ffff:127.0.0.1]',
    ]) {
      expect(await problemOf(guardedFetch(closed)(`http://${host}:${port}/`)), host).toBe(
        'refused',
      );
    }
    expect(first.requests).toHaveLength(0);
  });

  it('checks every redirect, and sends no password to another host', async () => {
    first.state.redirect = second.url;
    const response = await guardedFetch(open)(first.url, {
      headers: { authorization: 'Basic c2VjcmV0' },
    });
    expect(response.status).toBe(200);
    expect(first.requests.at(-1)?.authorization).toBe('Basic c2VjcmV0');
    expect(second.requests.at(-1)?.authorization).toBeUndefined();
    first.state.redirect = 'file:///etc/passwd';
    expect(await problemOf(guardedFetch(open)(first.url))).toBe('address');
    first.state.redirect = first.url;
    expect(await problemOf(guardedFetch(open)(first.url))).toBe('network');
    delete first.state.redirect;
  });

  it('gives up on a slow answer and on one too large', async () => {
    first.state.hangMs = 1_500;
    expect(await problemOf(guardedFetch({ ...open, timeoutMs: 300 })(first.url))).toBe('timeout');
    delete first.state.hangMs;
    first.state.body = 'x'.repeat(100 * 1024);
    expect(await problemOf(guardedFetch(open)(first.url))).toBe('tooLarge');
  });
});
