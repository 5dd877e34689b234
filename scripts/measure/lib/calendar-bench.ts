import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchGet, nextAddress, warmUp } from './booking-load';
import {
  busyCalendar,
  CALENDARS,
  cpuOf,
  EVENTS_PER_CALENDAR,
  serveCalendars,
} from './calendar-load';
import { startNextServer, type RunningServer } from './next-server';

const ROUNDS = 6;
const ROUND_SECONDS = 4;
const SLOTS = '/api/available-slots?locale=en&tz=Europe/Madrid';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function offeredCount(server: RunningServer) {
  const response = await fetch(`${server.url}${SLOTS}`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  return ((await response.json()) as { entries: unknown[] }).entries.length;
}

// Connects the calendars in this process, as the desk does, then reads them again as the
// refresh does, timing the CPU of each: fetch, ical.js expansion and the embedded database's writes.
async function connectCalendars(dataDir: string, secret: string, urls: readonly string[]) {
  process.env.STUDIO_SECRET = secret;
  process.env.CALENDAR_ALLOW_PRIVATE_ADDRESSES = 'true';
  const { openMigratedDatabase } = await import('../../../src/server/db/client');
  const { connectCalendar } = await import('@/features/calendars/server/connect-calendar');
  const { refreshCalendar } = await import('@/features/calendars/server/calendar-refresh');
  const { calendarSettings } = await import('@/features/calendars/server/calendar-settings');
  const handle = await openMigratedDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const settings = calendarSettings();
    let busy = 0;
    for (const [index, url] of urls.entries()) {
      const connected = await connectCalendar(
        handle.db,
        { kind: 'feed', name: `Bench ${index + 1}`, url, reads: true, writes: false },
        settings,
      );
      if (connected.kind !== 'connected')
        throw new Error(`Calendar ${index + 1}: ${connected.kind}`);
      busy += connected.busy;
    }
    const calendars = await (
      await import('@/features/calendars/server/calendars-repository')
    ).listCalendars(handle.db);
    const { cpuMs } = await cpuOf(async () => {
      for (const calendar of calendars) {
        const read = await refreshCalendar(handle.db, calendar, settings, new Date());
        if (!read.ok) throw new Error(`${calendar.name} could not be read again`);
      }
    });
    return { busy, refreshCpuMs: cpuMs };
  } finally {
    await handle.close();
  }
}

/**
 * The slots endpoint with three connected calendars of 2,000 events each against the same server
 * without any, both running at once and timed in alternating rounds, so that other work on the
 * machine weighs on both alike.
 */
export async function benchCalendars() {
  const secret = randomBytes(32).toString('hex');
  const bodies = Array.from({ length: CALENDARS }, (_, index) => busyCalendar(index + 1));
  const feeds = await serveCalendars(bodies);
  const [plainDir, busyDir] = await Promise.all([
    mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-plain-')),
    mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-calendars-')),
  ]);
  const servers: RunningServer[] = [];
  try {
    console.log(
      `\nConnected calendars: ${CALENDARS} feeds of ${EVENTS_PER_CALENDAR} events (${(bodies[0]!.length / 1024).toFixed(0)} KiB each, a tenth weekly for 26 weeks).`,
    );
    const { busy, refreshCpuMs } = await connectCalendars(busyDir, secret, feeds.urls);
    console.log(
      `  refresh of all ${CALENDARS}: ${busy} busy times, ${refreshCpuMs.toFixed(0)} ms CPU (this process: fetch, expansion, database writes)`,
    );
    const env = { TRUST_PROXY: 'true', DATABASE_URL: '', SMTP_URL: '', STUDIO_SECRET: secret };
    const plain = await startNextServer({ ...env, DATA_DIR: plainDir });
    servers.push(plain);
    const withCalendars = await startNextServer({
      ...env,
      DATA_DIR: busyDir,
      CALENDAR_ALLOW_PRIVATE_ADDRESSES: 'true',
    });
    servers.push(withCalendars);
    await warmUp(plain);
    await warmUp(withCalendars);
    const [plainOffered, busyOffered] = [
      await offeredCount(plain),
      await offeredCount(withCalendars),
    ];
    console.log(`  slots offered: ${plainOffered} without calendars, ${busyOffered} with them`);
    if (busyOffered >= plainOffered) throw new Error('The calendars blocked no slot.');

    type Run = Awaited<ReturnType<typeof benchGet>>;
    const rows: Record<'none' | 'three', Run[]> = { none: [], three: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternating which goes first, so neither always follows the other's load.
      const order = round % 2 ? (['three', 'none'] as const) : (['none', 'three'] as const);
      for (const name of order) {
        rows[name].push(
          await benchGet(name === 'none' ? plain : withCalendars, SLOTS, ROUND_SECONDS),
        );
      }
    }
    for (const [name, label] of [
      ['none', 'no calendars'],
      ['three', `${CALENDARS} calendars`],
    ] as const) {
      const runs = rows[name];
      const requests = runs.reduce((sum, run) => sum + run.requests, 0);
      const cpuMs = runs.reduce((sum, run) => sum + run.cpuMs, 0);
      const errors = runs.reduce((sum, run) => sum + run.errors, 0);
      console.log(
        `  GET available-slots, ${label.padEnd(12)} ${String(requests).padStart(6)} requests  p50 ${median(
          runs.map((run) => run.p50),
        )
          .toFixed(1)
          .padStart(6)} ms  p99 ${median(runs.map((run) => run.p99))
          .toFixed(1)
          .padStart(
            6,
          )} ms (median of ${ROUNDS} rounds; each: ${runs.map((run) => run.p99).join(', ')})  ${(cpuMs / requests).toFixed(2)} ms CPU/req${errors ? `  ${errors} failed` : ''}`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await feeds.close();
    await rm(plainDir, { recursive: true, force: true });
    await rm(busyDir, { recursive: true, force: true });
  }
}
