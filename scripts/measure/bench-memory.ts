/**
 * `npm run bench:memory`: the resident memory (VmRSS, Linux only) of everything `npm start` leaves
 * running, npm itself included, summed over its process tree, on the embedded database and, when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL. Each database
 * gets a fresh `npm start` on a fresh (or emptied) database, read at rest (30 s after it is ready,
 * before any other request; each process of the tree is listed), at its peak under the booking
 * benchmark's load (health and slots for 10 s each at 20 clients, then every open slot booked and
 * taken ones asked for again), and 30 s after that load. Serves the existing production build on
 * loopback, for the SITE_URL it was built for, so `npm start` does not build again.
 *
 * `--project <dir>` measures another checkout of the site with a build of its own (for a
 * before-and-after, one made with `git archive` and given this `node_modules`).
 */
import { readFileSync } from 'node:fs';
import { readFile, readdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchBookingRound,
  benchGet,
  benchPostgresUrl,
  clearBookings,
  warmUp,
} from './lib/booking-load';
import { loadAverage } from './lib/machine';
import { startNextServer } from './lib/next-server';

const SETTLE_MS = 30_000;
const SAMPLE_MS = 200;
const MB = 1024 * 1024;

interface Budget {
  rest: number;
  load: number;
}

async function childPids(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    tasks.map((task) => readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
}

interface TreeProcess {
  name: string;
  bytes: number;
}

// A process and everything it spawned, each with its resident bytes.
async function processTree(pid: number): Promise<TreeProcess[]> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const own = {
    name: /^Name:\s+(.+)$/m.exec(status)?.[1] ?? String(pid),
    bytes: Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024,
  };
  const children = await Promise.all((await childPids(pid)).map(processTree));
  return [own, ...children.flat()];
}

async function residentBytes(pid: number): Promise<number> {
  return (await processTree(pid)).reduce((sum, { bytes }) => sum + bytes, 0);
}

async function peakDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = await residentBytes(pid);
  const timer = setInterval(() => {
    void residentBytes(pid).then((bytes) => (peak = Math.max(peak, bytes)));
  }, SAMPLE_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, await residentBytes(pid));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const projectDir = path.resolve(values.project ?? path.join(__dirname, '..', '..'));

function builtSiteUrl(): string {
  const serverFiles = path.join(projectDir, '.next', 'required-server-files.json');
  return JSON.parse(readFileSync(serverFiles, 'utf8')).config.env.NEXT_PUBLIC_SITE_URL;
}

async function measure(name: string, budget: Budget, env: { DATABASE_URL: string }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-memory-'));
  const server = await startNextServer(
    { ...env, SITE_URL: builtSiteUrl(), DATA_DIR: dataDir, TRUST_PROXY: 'true', SMTP_URL: '' },
    { projectDir, npmStart: true },
  );
  const pid = server.process.pid!;
  try {
    await settle();
    const tree = await processTree(pid);
    const rest = tree.reduce((sum, { bytes }) => sum + bytes, 0);
    const members = tree.map(({ name, bytes }) => `${name} ${Math.round(bytes / MB)} MB`);
    const load = await peakDuring(pid, async () => {
      await warmUp(server);
      await benchGet(server, '/api/health');
      await benchGet(server, '/api/available-slots?locale=en&tz=Europe/Madrid');
      const round = await benchBookingRound(server);
      if (round.unexpected.length) {
        throw new Error(`Bookings answered ${[...new Set(round.unexpected)].join(', ')}.`);
      }
    });
    await settle();
    const after = await residentBytes(pid);
    const cell = (bytes: number, limit?: number) => {
      const figure = `${Math.round(bytes / MB)} MB`;
      return (
        limit === undefined ? figure : `${figure} (≤ ${limit}${bytes > limit * MB ? ', OVER' : ''})`
      ).padEnd(20);
    };
    console.log(
      `${name.padEnd(28)} ${cell(rest, budget.rest)} ${cell(load, budget.load)} ${cell(after)}`,
    );
    console.log(`${''.padEnd(28)} at rest: ${members.join(', ')}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.platform !== 'linux')
    throw new Error('Resident memory is read from /proc: Linux only.');
  console.log(
    `Memory benchmark: resident memory of the process tree \`npm start\` leaves in ${projectDir}; load average ${loadAverage()}; ${Math.round(os.totalmem() / MB)} MB on this machine.\n`,
  );
  console.log(
    `${'database'.padEnd(28)} ${'at rest'.padEnd(20)} ${'peak under load'.padEnd(20)} after load`,
  );

  await measure('Embedded database (PGlite)', { rest: 350, load: 600 }, { DATABASE_URL: '' });
  const postgresUrl = benchPostgresUrl();
  if (!postgresUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it).');
    return;
  }
  await clearBookings(postgresUrl);
  await measure('PostgreSQL', { rest: 250, load: 450 }, { DATABASE_URL: postgresUrl });
  await clearBookings(postgresUrl);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
