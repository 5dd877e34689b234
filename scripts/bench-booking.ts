/**
 * `npm run bench:booking`: latency and throughput of GET /api/available-slots and of bookings
 * with 20 concurrent clients, against the production build on the embedded database and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL too.
 * Traffic goes to a server this script starts on 127.0.0.1 only, and stops by itself. Each
 * fresh server first answers a slots request, a booking and a refused booking untimed: a
 * route's first request loads its code, which is start-up, not load. Beside latency it prints
 * the server's CPU time per request (a booking's includes sending its two emails), which other
 * work on the machine moves far less. `/api/health` is timed first, the same way as the slots, as
 * the floor any route that reads the database pays on this machine.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { loadAverage } from './lib/machine';
import { startNextServer, type RunningServer } from './lib/next-server';

const CONNECTIONS = 20;
const GET_SECONDS = 10;
const BOOKING_ROUNDS = 3;
const CONFLICTS_PER_CLIENT = 10;

let addressCounter = 0;
/** Each request comes "from" its own address (TRUST_PROXY), so the rate limits stay out of the way. */
function nextAddress() {
  addressCounter += 1;
  return `2001:db8::${(addressCounter % 65_535).toString(16)}:${Math.floor(addressCounter / 65_535).toString(16)}`;
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

/**
 * CPU time the server process has used so far, in ms (Linux's /proc; NaN elsewhere). Per request,
 * it moves far less with other work on the machine than latency does.
 */
async function serverCpuMs(server: RunningServer): Promise<number> {
  const stat = await readFile(`/proc/${server.process.pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return NaN;
  // utime and stime, in clock ticks of 1/100 s, after the process name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function benchGet(server: RunningServer, address: string) {
  const cpuBefore = await serverCpuMs(server);
  const result = await autocannon({
    url: `${server.url}${address}`,
    connections: CONNECTIONS,
    duration: GET_SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    perSecond: result.requests.average,
    cpuMs: (await serverCpuMs(server)) - cpuBefore,
    errors: result.non2xx + result.errors,
  };
}

interface Timed {
  status: number;
  ms: number;
}

async function post(server: RunningServer, timeSlot: string, email: string): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/book-strategy-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Visitor',
      email,
      company: 'Load Test Co',
      timeSlot,
      challenges: 'Measuring the booking endpoint.',
      goals: 'Numbers for the README.',
      locale: 'en',
      timeZone: 'Europe/Madrid',
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

interface SlotsBody {
  entries: { start: string }[];
}

/** One request of each kind, untimed; the slot it books is gone from the measured round. */
async function warmUp(server: RunningServer) {
  const slots = (await (
    await fetch(`${server.url}/api/available-slots?locale=en&tz=Europe/Madrid`, {
      headers: { 'x-forwarded-for': nextAddress() },
    })
  ).json()) as SlotsBody;
  const last = slots.entries.at(-1)?.start;
  if (!last) throw new Error('No slot is open to warm the server up with.');
  const booked = await post(server, last, 'warm-up@example.com');
  const refused = await post(server, last, 'warm-up-rival@example.com');
  if (booked.status !== 201 || refused.status !== 409) {
    throw new Error(`Warming up answered ${booked.status} and ${refused.status}, not 201 and 409.`);
  }
}

/** 20 clients book every open slot (no two the same), then fight over taken ones (409s). */
async function benchBookingRound(server: RunningServer) {
  const slots = (await (
    await fetch(`${server.url}/api/available-slots`, {
      headers: { 'x-forwarded-for': nextAddress() },
    })
  ).json()) as SlotsBody;
  const queue = slots.entries.map((entry) => entry.start);
  const taken = [...queue];
  const created: Timed[] = [];
  const conflicts: Timed[] = [];
  const unexpected: number[] = [];

  let started = performance.now();
  let cpuBefore = await serverCpuMs(server);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, client) => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) {
        const result = await post(server, slot, `bench-${client}-${Date.parse(slot)}@example.com`);
        if (result.status === 201) created.push(result);
        else unexpected.push(result.status);
      }
    }),
  );
  const bookingMs = performance.now() - started;
  const bookingCpuMs = (await serverCpuMs(server)) - cpuBefore;

  started = performance.now();
  cpuBefore = await serverCpuMs(server);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, client) => {
      for (let i = 0; i < CONFLICTS_PER_CLIENT; i += 1) {
        const slot = taken[(client * CONFLICTS_PER_CLIENT + i) % taken.length]!;
        const result = await post(server, slot, `rival-${client}-${i}@example.com`);
        if (result.status === 409) conflicts.push(result);
        else unexpected.push(result.status);
      }
    }),
  );
  const conflictMs = performance.now() - started;
  const conflictCpuMs = (await serverCpuMs(server)) - cpuBefore;
  return { created, bookingMs, bookingCpuMs, conflicts, conflictMs, conflictCpuMs, unexpected };
}

async function runBackend(
  name: string,
  start: () => Promise<RunningServer>,
  reset?: () => Promise<void>,
) {
  console.log(`\n${name}`);
  let server = await start();
  await warmUp(server);
  // The floor: a route that only asks the database whether it is there, through the same
  // Next.js request handling as every API route.
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
    const result = await benchBookingRound(server);
    created.push(...result.created.map((r) => r.ms));
    conflicts.push(...result.conflicts.map((r) => r.ms));
    bookingMs += result.bookingMs;
    conflictMs += result.conflictMs;
    bookingCpuMs += result.bookingCpuMs;
    conflictCpuMs += result.conflictCpuMs;
    unexpected.push(...result.unexpected);
  }
  await server.stop();

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
    });
  });
  await rm(dataDir, { recursive: true, force: true });

  const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!postgresUrl) {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it).',
    );
    return;
  }
  const pgDataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-pg-'));
  const clear = async () => {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(
      "DO $$ BEGIN IF to_regclass('bookings') IS NOT NULL THEN TRUNCATE bookings, email_outbox, rate_limits; END IF; END $$",
    );
    await client.end();
  };
  await clear();
  await runBackend(
    'PostgreSQL',
    () =>
      startNextServer({
        DATA_DIR: pgDataDir,
        TRUST_PROXY: 'true',
        DATABASE_URL: postgresUrl,
        SMTP_URL: '',
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
