import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newYorkZone } from '../../../tests/support/calendar-fixtures';

export const CALENDARS = 3;
export const EVENTS_PER_CALENDAR = 2_000;
// A tenth of the events repeat weekly for half a year, some with a moved and a cancelled week.
const RECURRING_PER_CALENDAR = 200;

const DAY_MS = 86_400_000;

// The same calendars on every run: a seeded generator, not Math.random.
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % below;
  };
}

const local = (at: Date) => at.toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * A calendar of `EVENTS_PER_CALENDAR` events from yesterday to a year ahead, 7 AM to 8 PM New York
 * time, 30 to 90 minutes long: the single ones in UTC, the weekly ones in New York time.
 */
export function busyCalendar(seed: number, now = new Date()): string {
  const next = generator(seed);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Calendar//EN', newYorkZone];
  for (let index = 0; index < EVENTS_PER_CALENDAR; index += 1) {
    const day = new Date(now.getTime() + (next(366) - 1) * DAY_MS);
    // New York wall time written as if UTC for the zoned events; shifted by 5 h for the UTC ones.
    day.setUTCHours(7 + next(13), next(4) * 15, 0, 0);
    const end = new Date(day.getTime() + (30 + next(61)) * 60_000);
    const uid = `bench-${seed}-${index}@calendar`;
    if (index < RECURRING_PER_CALENDAR) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART;TZID=America/New_York:${local(day)}`,
        `DTEND;TZID=America/New_York:${local(end)}`,
        'RRULE:FREQ=WEEKLY;COUNT=26',
        'END:VEVENT',
      );
      if (index % 10 === 0) {
        const moved = new Date(day.getTime() + 7 * DAY_MS);
        lines.push(
          'BEGIN:VEVENT',
          `UID:${uid}`,
          'DTSTAMP:20260101T000000Z',
          `RECURRENCE-ID;TZID=America/New_York:${local(moved)}`,
          `DTSTART;TZID=America/New_York:${local(new Date(moved.getTime() + 2 * 3_600_000))}`,
          `DTEND;TZID=America/New_York:${local(new Date(end.getTime() + 7 * DAY_MS + 2 * 3_600_000))}`,
          'END:VEVENT',
          'BEGIN:VEVENT',
          `UID:${uid}`,
          'DTSTAMP:20260101T000000Z',
          `RECURRENCE-ID;TZID=America/New_York:${local(new Date(day.getTime() + 14 * DAY_MS))}`,
          'STATUS:CANCELLED',
          `DTSTART;TZID=America/New_York:${local(new Date(day.getTime() + 14 * DAY_MS))}`,
          `DTEND;TZID=America/New_York:${local(new Date(end.getTime() + 14 * DAY_MS))}`,
          'END:VEVENT',
        );
      }
    } else {
      const shift = 5 * 3_600_000;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${uid}`,
        'DTSTAMP:20260101T000000Z',
        `DTSTART:${local(new Date(day.getTime() + shift))}Z`,
        `DTEND:${local(new Date(end.getTime() + shift))}Z`,
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n');
}

/** The calendars as iCalendar feeds on a loopback port of this process. */
export async function serveCalendars(bodies: readonly string[]) {
  const server = http.createServer((request, response) => {
    const index = Number(/\/(\d+)\.ics$/.exec(request.url ?? '')?.[1]);
    const body = bodies[index];
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urls: bodies.map((_, index) => `http://127.0.0.1:${port}/${index}.ics`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** CPU time this process spent in `work`, user and system, in ms. */
export async function cpuOf<T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}
