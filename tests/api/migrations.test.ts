import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { advisoryLockKeys } from '@/server/db/advisory-lock';
import {
  MIGRATIONS_FOLDER,
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
} from '@/server/db/client';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from './support/test-database';

const SERVERS = 8;

interface Journal {
  entries: { tag: string }[];
}

async function journal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/**
 * Servers that start together on one PostgreSQL database each apply the migrations at start:
 * they take turns under an advisory lock, so all of them come up, on a fresh database as on one
 * that a deploy has left a migration behind.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations from many servers at once', () => {
  let database: EmptyPostgresDatabase | undefined;
  let handles: DatabaseHandle[] = [];
  let olderFolder: string | undefined;

  afterEach(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    handles = [];
    await database?.drop();
    database = undefined;
    if (olderFolder) await rm(olderFolder, { recursive: true, force: true });
    olderFolder = undefined;
  });

  async function openServers(url: string, count: number) {
    handles = await Promise.all(
      Array.from({ length: count }, () => openDatabase({ kind: 'postgres', url, poolSize: 2 })),
    );
    return handles;
  }

  async function appliedMigrations(url: string) {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) from drizzle.__drizzle_migrations',
      );
      return Number(rows[0]!.count);
    } finally {
      await client.end();
    }
  }

  it(`${SERVERS} servers migrate a fresh database together, and every migration runs once`, async () => {
    database = await createEmptyPostgresDatabase();
    const servers = await openServers(database.url, SERVERS);
    const outcomes = await Promise.allSettled(servers.map((handle) => migrateDatabase(handle)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await appliedMigrations(database.url)).toBe(
      (await journal(MIGRATIONS_FOLDER)).entries.length,
    );
  });

  it(`${SERVERS} servers bring an older database up to date together`, async () => {
    database = await createEmptyPostgresDatabase();
    // The database as the previous release left it: every migration but the newest applied.
    const { entries } = await journal(MIGRATIONS_FOLDER);
    olderFolder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-migrations-'));
    await cp(MIGRATIONS_FOLDER, olderFolder, { recursive: true });
    await writeFile(
      path.join(olderFolder, 'meta', '_journal.json'),
      JSON.stringify({ ...(await journal(MIGRATIONS_FOLDER)), entries: entries.slice(0, -1) }),
    );
    const [previous] = await openServers(database.url, 1);
    await migrateDatabase(previous!, olderFolder);
    expect(await appliedMigrations(database.url)).toBe(entries.length - 1);
    await previous!.close();

    const servers = await openServers(database.url, SERVERS);
    const outcomes = await Promise.allSettled(servers.map((handle) => migrateDatabase(handle)));
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect(await appliedMigrations(database.url)).toBe(entries.length);
  });

  it('waits while another server holds the migration lock', async () => {
    database = await createEmptyPostgresDatabase();
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [advisoryLockKeys.migrations]);
      const [server] = await openServers(database.url, 1);
      let finished = false;
      const migration = migrateDatabase(server!).then(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(finished).toBe(false);

      await holder.query('select pg_advisory_unlock($1)', [advisoryLockKeys.migrations]);
      await migration;
      expect(await appliedMigrations(database.url)).toBeGreaterThan(0);
    } finally {
      await holder.end();
    }
  });
});
