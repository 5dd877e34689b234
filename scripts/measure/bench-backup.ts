/**
 * `npm run bench:backup [-- --megabytes 50]`: how long a running server's backup holds requests
 * back. On a fresh embedded database (and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, a fresh
 * PostgreSQL database beside that one) holding that many MB of uploaded files, it takes a backup
 * the way the server does while the same process queries the database every 5 ms, and prints the
 * longest wait of one query and the longest stall of the event loop (what any request waits on
 * top), beside the same figures over 3 s without a backup. In-process: no build needed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client } from 'pg';
import { createBackup } from '../../src/server/backup/create-backup';
import { embeddedClient } from '../../src/server/backup/sql-client';
import { openMigratedDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { bookings } from '../../src/server/db/schema';
import { commitStoredFiles, StoredFileWriter } from '@/server/files/file-store-repository';
import { optionValue } from '../ops/lib/options';
import { benchPostgresUrl } from './lib/booking-load';
import { loadAverage } from './lib/machine';

const FILE_MB = 5;

async function storeFiles(handle: DatabaseHandle, megabytes: number) {
  const ids: string[] = [];
  for (let stored = 0; stored < megabytes; stored += FILE_MB) {
    const writer = await StoredFileWriter.begin(handle.db, {
      filename: `upload-${stored}.pdf`,
      contentType: 'application/pdf',
    });
    await writer.write(randomBytes(FILE_MB * 1024 * 1024));
    ids.push((await writer.finish()).id);
  }
  await commitStoredFiles(handle.db, ids, new Date());
}

async function measure(handle: DatabaseHandle, during: () => Promise<unknown>) {
  let longest = 0;
  let peak = 0;
  let running = true;
  const queries = (async () => {
    while (running) {
      const started = performance.now();
      await handle.db.select({ id: bookings.id }).from(bookings).limit(1);
      longest = Math.max(longest, performance.now() - started);
      peak = Math.max(peak, process.memoryUsage().rss);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  await during();
  const elapsed = performance.now() - started;
  // The loop records a stall when its timer fires late, after the stall ends.
  await new Promise((resolve) => setTimeout(resolve, 50));
  running = false;
  await queries;
  loop.disable();
  return { longest, elapsed, stall: loop.max / 1e6, peak };
}

// The longest the embedded database was held by one caller: the backup's last copy pass.
function longestHold(handle: DatabaseHandle): () => number {
  if (handle.kind !== 'pglite') return () => 0;
  const client = embeddedClient(handle);
  const hold = client._runExclusiveTransaction.bind(client);
  let longest = 0;
  client._runExclusiveTransaction = <T>(work: () => Promise<T>) =>
    hold(async () => {
      const started = performance.now();
      try {
        return await work();
      } finally {
        longest = Math.max(longest, performance.now() - started);
      }
    });
  return () => longest;
}

async function bench(name: string, handle: DatabaseHandle, megabytes: number) {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-backups-'));
  try {
    await storeFiles(handle, megabytes);
    const idle = await measure(handle, () => new Promise((resolve) => setTimeout(resolve, 3_000)));
    const before = process.memoryUsage().rss;
    const held = longestHold(handle);
    const backup = await measure(handle, () => createBackup(handle, { directory, live: true }));
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(
      `${name}, ${megabytes} MB of files: backup ${ms(backup.elapsed)}; longest query wait ` +
        `${ms(backup.longest)} (idle ${ms(idle.longest)}); longest event-loop stall ` +
        `${ms(backup.stall)} (idle ${ms(idle.stall)}); resident memory ` +
        `${Math.round(before / 2 ** 20)} → ${Math.round(backup.peak / 2 ** 20)} MB at the peak` +
        (handle.kind === 'pglite' ? `; database held ${ms(held())} at the longest.` : '.'),
    );
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

async function withPostgres(url: string, work: (url: string) => Promise<void>) {
  const name = `marlowe_bench_backup_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    await work(target.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function main() {
  const megabytes = Number(optionValue(process.argv.slice(2), 'megabytes') ?? 50);
  console.log(`Load average before: ${loadAverage()}.`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-backup-'));
  const embedded = await openMigratedDatabase({ kind: 'pglite', dataDir: path.join(folder, 'db') });
  try {
    await bench('Embedded database', embedded, megabytes);
  } finally {
    await embedded.close();
    await rm(folder, { recursive: true, force: true });
  }
  const postgresUrl = benchPostgresUrl();
  if (postgresUrl) {
    await withPostgres(postgresUrl, async (url) => {
      const handle = await openMigratedDatabase({ kind: 'postgres', url });
      try {
        await bench('PostgreSQL', handle, megabytes);
      } finally {
        await handle.close();
      }
    });
  }
  console.log(`Load average after: ${loadAverage()}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
