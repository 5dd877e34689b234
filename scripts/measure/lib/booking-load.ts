import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { Client } from 'pg';
import type { RunningServer } from './next-server';

export const CONNECTIONS = 20;
export const GET_SECONDS = 10;
const CONFLICTS_PER_CLIENT = 10;

let addressCounter = 0;
// Each request comes "from" its own address (TRUST_PROXY), so the rate limits stay out of the way.
export function nextAddress() {
  addressCounter += 1;
  return `2001:db8::${(addressCounter % 65_535).toString(16)}:${Math.floor(addressCounter / 65_535).toString(16)}`;
}

export async function serverCpuMs(server: RunningServer): Promise<number> {
  const stat = await readFile(`/proc/${server.process.pid}/stat`, 'utf8').catch(() => '');
  if (!stat) return NaN;
  // utime and stime, in clock ticks of 1/100 s, after the process name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function benchGet(server: RunningServer, address: string, seconds = GET_SECONDS) {
  const cpuBefore = await serverCpuMs(server);
  const result = await autocannon({
    url: `${server.url}${address}`,
    connections: CONNECTIONS,
    duration: seconds,
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

export interface Timed {
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

async function openSlots(server: RunningServer, query = ''): Promise<string[]> {
  const response = await fetch(`${server.url}/api/available-slots${query}`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  return ((await response.json()) as SlotsBody).entries.map((entry) => entry.start);
}

// One request of each kind, untimed: a route's first request loads its code, which is start-up.
export async function warmUp(server: RunningServer) {
  const last = (await openSlots(server, '?locale=en&tz=Europe/Madrid')).at(-1);
  if (!last) throw new Error('No slot is open to warm the server up with.');
  const booked = await post(server, last, 'warm-up@example.com');
  const refused = await post(server, last, 'warm-up-rival@example.com');
  if (booked.status !== 201 || refused.status !== 409) {
    throw new Error(`Warming up answered ${booked.status} and ${refused.status}, not 201 and 409.`);
  }
}

// Books every open slot with 20 clients, then has them ask for taken slots.
export async function benchBookingRound(server: RunningServer) {
  const queue = await openSlots(server);
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

export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

export async function clearBookings(postgresUrl: string) {
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(
    "DO $$ BEGIN IF to_regclass('bookings') IS NOT NULL THEN TRUNCATE bookings, email_outbox, rate_limits CASCADE; END IF; END $$",
  );
  await client.end();
}
