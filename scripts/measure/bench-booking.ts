/**
 * `npm run bench:booking`: latency and throughput of GET /api/available-slots and of bookings
 * with 20 concurrent clients, against the production build on the embedded database and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too.
 * Traffic goes to a server this script starts on 127.0.0.1 only, and stops by itself. Each
 * fresh server first answers a slots request, a booking and a refused booking untimed: a
 * route's first request loads its code, which is start-up, not load. Beside latency it prints
 * the server's CPU time per request (a booking's includes sending its two emails), which other
 * work on the machine moves far less. `/api/health` is timed first, the same way as the slots, as
 * the floor any route that reads the database pays on this machine. Then the slots again beside a
 * server with three connected calendars (lib/calendar-bench.ts); `-- --only calendars` runs that
 * part alone.
 *
 * The first round is watched through `GET /metrics` as an operator would: the bookings made and
 * the outbox's depth, every half second until the outbox has drained (at MAIL_RATE). At the end,
 * the server's CPU per scrape beside a health request's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CONNECTIONS,
  GET_SECONDS,
  benchBookingRound,
  benchGet,
  benchPostgresUrl,
  clearBookings,
  warmUp,
} from './lib/booking-load';
import { benchCalendars } from './lib/calendar-bench';
import { loadAverage } from './lib/machine';
import {
  BENCH_METRICS_TOKEN,
  scrape,
  scrapeCost,
  total,
  watchBookings,
  type TimelinePoint,
} from './lib/metrics-scrape';
import { startNextServer, type RunningServer } from './lib/next-server';

const BOOKING_ROUNDS = 3;
const DRAIN_LIMIT_MS = 5 * 60_000;

// The server samples the outbox every 5 s: a round shorter than that would read the depth from
// before its bookings.
const GAUGE_LAG_MS = 6_000;

// Until the outbox is empty again, or the limit.
async function drained(server: RunningServer): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, GAUGE_LAG_MS));
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  while (Date.now() < deadline && total(await scrape(server), 'marlowe_outbox_depth') > 0) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

function printTimeline(points: TimelinePoint[]) {
  console.log("  GET /metrics during the first round (every ~5 s, and the outbox's peak):");
  const peak = points.reduce((top, point) => (point.depth > top.depth ? point : top), points[0]!);
  let next = 0;
  for (const point of points) {
    if (point !== peak && point !== points.at(-1) && point.seconds < next) continue;
    next = point.seconds + 5;
    console.log(
      `    ${point.seconds.toFixed(1).padStart(6)} s  bookings ${String(point.bookings).padStart(4)}  outbox depth ${String(point.depth).padStart(4)}  oldest unsent ${point.oldest.toFixed(1).padStart(6)} s  emails sent ${String(point.sent).padStart(4)}${point === peak ? '  (peak)' : ''}`,
    );
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(latencies: number[], elapsedMs: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    perSecond: sorted.length / (elapsedMs / 1000),
  };
}

async function runBackend(
  name: string,
  start: () => Promise<RunningServer>,
  reset?: () => Promise<void>,
) {
  console.log(`\n${name}`);
  let server = await start();
  await warmUp(server);
  const health = await benchGet(server, '/api/health');
  const slots = await benchGet(server, '/api/available-slots?locale=en&tz=Europe/Madrid');
  const created: number[] = [];
  const conflicts: number[] = [];
  let bookingMs = 0;
  let conflictMs = 0;
  let bookingCpuMs = 0;
  let conflictCpuMs = 0;
  const unexpected: number[] = [];
  for (let round = 0; round < BOOKING_ROUNDS; round += 1) {
    if (round > 0) {
      await server.stop();
      await reset?.();
      server = await start();
      await warmUp(server);
    }
    const watch = round === 0 ? watchBookings(server) : undefined;
    const result = await benchBookingRound(server);
    if (watch) {
      await drained(server);
      printTimeline(await watch.stop());
    }
    created.push(...result.created.map((r) => r.ms));
    conflicts.push(...result.conflicts.map((r) => r.ms));
    bookingMs += result.bookingMs;
    conflictMs += result.conflictMs;
    bookingCpuMs += result.bookingCpuMs;
    conflictCpuMs += result.conflictCpuMs;
    unexpected.push(...result.unexpected);
  }
  const cost = await scrapeCost(server);
  await server.stop();
  console.log(
    `  GET /metrics: ${cost.scrapeMs.toFixed(2)} ms of server CPU a scrape, against ${cost.healthMs.toFixed(2)} ms a health request (${cost.scrapes} of each, interleaved)`,
  );

  const rows = [
    { endpoint: 'GET health (floor)', ...health },
    { endpoint: 'GET available-slots', ...slots },
    {
      endpoint: 'POST booking (201)',
      ...summary(created, bookingMs),
      cpuMs: bookingCpuMs,
      errors: 0,
    },
    {
      endpoint: 'POST taken slot (409)',
      ...summary(conflicts, conflictMs),
      cpuMs: conflictCpuMs,
      errors: 0,
    },
  ];
  for (const row of rows) {
    console.log(
      `  ${row.endpoint.padEnd(24)} ${String(row.requests).padStart(6)} requests  p50 ${row.p50.toFixed(1).padStart(7)} ms  p99 ${row.p99.toFixed(1).padStart(7)} ms  ${row.perSecond.toFixed(1).padStart(7)} req/s  ${(row.cpuMs / row.requests).toFixed(2).padStart(6)} ms CPU/req`,
    );
  }
  if (health.errors) console.log(`  ${health.errors} health requests failed`);
  if (slots.errors) console.log(`  ${slots.errors} slot requests failed`);
  if (unexpected.length)
    console.log(`  unexpected booking statuses: ${[...new Set(unexpected)].join(', ')}`);
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (values.only === 'calendars') {
    await benchCalendars();
    return;
  }
  console.log(
    `Booking benchmark: ${CONNECTIONS} concurrent clients; health and slots for ${GET_SECONDS} s each; bookings over ${BOOKING_ROUNDS} rounds of a fresh calendar; load average ${loadAverage()}.`,
  );

  let dataDir = '';
  await runBackend('Embedded database (PGlite)', async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-'));
    return startNextServer({
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
    });
  });
  await rm(dataDir, { recursive: true, force: true });

  await benchCalendars();

  const postgresUrl = benchPostgresUrl();
  if (!postgresUrl) {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it).',
    );
    return;
  }
  const pgDataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-pg-'));
  const clear = () => clearBookings(postgresUrl);
  await clear();
  await runBackend(
    'PostgreSQL',
    () =>
      startNextServer({
        DATA_DIR: pgDataDir,
        TRUST_PROXY: 'true',
        DATABASE_URL: postgresUrl,
        SMTP_URL: '',
        METRICS_TOKEN: BENCH_METRICS_TOKEN,
      }),
    clear,
  );
  await clear();
  await rm(pgDataDir, { recursive: true, force: true });
}

main()
  .then(() => console.log(`\nLoad average at the end: ${loadAverage()}.`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
