import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import lockfile from 'proper-lockfile';
import type { Pool } from 'pg';
import * as schema from './schema';
import { advisoryLockKeys, withAdvisoryLock } from './advisory-lock';

/**
 * The project's one data layer. By default an embedded PostgreSQL (PGlite) in `$DATA_DIR/db`;
 * with DATABASE_URL, a real PostgreSQL through a connection pool. Both speak the same Drizzle
 * API, use the same schema and the same migrations in `drizzle/`.
 */
export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  /** The PostgreSQL pool, for tools that need a raw client (the shared rate-limit store). */
  pool?: Pool;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Thrown when another process already has the embedded database open. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export function databaseConfigFromEnv(env: {
  DATA_DIR: string;
  DATABASE_URL?: string;
}): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'db') };
}

/** Where the embedded database's lock lives: beside the database folder, not inside it. */
export function lockPathFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

// The lock's heartbeat; a holder that died (kill -9) is taken over once its lock is this old.
const LOCK_STALE_MS = 10_000;

async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const lockfilePath = lockPathFor(dataDir);
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath,
      realpath: false,
      stale: LOCK_STALE_MS,
      update: LOCK_STALE_MS / 4,
      // A process killed a moment ago leaves a fresh lock behind: wait until it turns stale.
      retries: { retries: 12, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
      onCompromised: (error) => {
        // Someone else took the folder over: writing on would corrupt it, so stop at once.
        console.error(`The embedded database lock at ${lockfilePath} was lost: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DatabaseLockedError(
        `The embedded database in ${dataDir} is already open in another process (lock: ${lockfilePath}). ` +
          'Only one process may use it at a time: stop the other server or command first, ' +
          'or set DATABASE_URL to use PostgreSQL, which any number of processes can share.',
      );
    }
    throw error;
  }
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  // PGlite does not create parent folders.
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const release = await lockEmbeddedDatabase(dataDir);
  try {
    const [{ PGlite }, { drizzle }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
    ]);
    const client = await PGlite.create(dataDir);
    const db = drizzle({ client, schema });
    return {
      kind: 'pglite',
      db: db as unknown as Database,
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          await release().catch(() => undefined);
        }
      },
    };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const [{ Pool }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  const db = drizzle({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    pool,
    close: () => pool.end(),
  };
}

export function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  return config.kind === 'pglite'
    ? openPglite(config.dataDir)
    : openPostgres(config.url, config.poolSize);
}

/**
 * Applies every migration in `drizzle/` that has not run yet. Safe to call at every start, and
 * from any number of servers at once: on PostgreSQL they take turns under an advisory lock (the
 * migrator's own `CREATE … IF NOT EXISTS` statements race otherwise), and each finds the work
 * of those before it done.
 */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  if (!handle.pool) throw new Error('A PostgreSQL database handle needs its connection pool.');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await withAdvisoryLock(
    handle.pool,
    advisoryLockKeys.migrations,
    (db) => migrate(db as never, { migrationsFolder }),
    { onWait: () => console.log('Waiting for another server to finish migrating the database…') },
  );
}

export async function openMigratedDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    return handle;
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
}

/** PostgreSQL's "unique_violation", as raised directly or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return constraint === undefined || candidate.constraint === constraint;
    }
    current = candidate.cause;
  }
  return false;
}
