import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openMigratedDatabase, type DatabaseHandle } from '@/server/db/client';
import { useDatabase } from '@/server/db/connection';

type Backend = 'pglite' | 'postgres';

/**
 * The databases a test file runs on, chosen in its `describe.each` (docs/testing.md lists which):
 * - `both` where the databases can differ: queries, transactions, locks, concurrency, migrations,
 *   backups. PGlite always, PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it);
 * - `embedded` where they cannot: validation, guards, CSV shaping, messages. PGlite alone.
 */
export const backends: Record<'both' | 'embedded', Backend[]> = {
  both: process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'],
  embedded: ['pglite'],
};

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Where the embedded database lives (PGlite only). */
  dataDir?: string;
  cleanup(): Promise<void>;
}

async function adminQuery(sql: string) {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in a temporary folder, or a new
 * PostgreSQL database created next to TEST_DATABASE_URL's (dropped afterwards).
 */
export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-test-'));
    const handle = await openMigratedDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
    });
    return {
      handle,
      dataDir,
      async cleanup() {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const empty = await createEmptyPostgresDatabase();
  const handle = await openMigratedDatabase({ kind: 'postgres', url: empty.url });
  return {
    handle,
    async cleanup() {
      await handle.close();
      await empty.drop();
    },
  };
}

export interface EmptyPostgresDatabase {
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

/** A new, empty PostgreSQL database next to TEST_DATABASE_URL's: no tables, no migrations. */
export async function createEmptyPostgresDatabase(): Promise<EmptyPostgresDatabase> {
  const name = `marlowe_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh database for the enclosing `describe` block, made the process's database (what the
 * routes' `getDatabase()` returns) while the block runs. Call it in the block's body.
 */
export function databaseForSuite(backend: Backend): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    useDatabase(database.handle);
  });
  afterAll(async () => {
    useDatabase(undefined);
    await database?.cleanup();
  });
  return () => {
    if (!database) throw new Error('The test database is opened in beforeAll');
    return database;
  };
}
