import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import * as schema from './schema';
import { advisoryLockKeys, withAdvisoryLock } from './advisory-lock';
import { privateFolder, restrictNewFiles, restrictTree } from '@/server/files/private-folders';
import { startEmbeddedEngine } from './embedded-engine';
import type { Database } from './types';

type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  kind: DatabaseConfig['kind'];
  db: Database;
  pool?: Pool;
  embedded?: PGlite;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

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

// Beside the database folder, not inside it: PGlite owns the folder's contents.
function lockPathFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

// The lock's heartbeat; a holder that died (kill -9) is taken over once its lock is this old.
const LOCK_STALE_MS = 10_000;

export function isEmbeddedDatabaseInUse(dataDir: string): Promise<boolean> {
  return lockfile.check(dataDir, {
    lockfilePath: lockPathFor(dataDir),
    realpath: false,
    stale: LOCK_STALE_MS,
  });
}

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
  // PGlite does not create parent folders, and writes its files with the process's umask.
  restrictNewFiles();
  await privateFolder(path.dirname(dataDir));
  const release = await lockEmbeddedDatabase(dataDir);
  try {
    const [client, { drizzle }] = await Promise.all([
      startEmbeddedEngine(dataDir),
      import('drizzle-orm/pglite'),
    ]);
    // PGlite writes its files 0666 whatever the umask: strip what it has written so far.
    await restrictTree(dataDir);
    const db = drizzle({ client, schema });
    return {
      kind: 'pglite',
      db: db as unknown as Database,
      embedded: client,
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

// Servers sharing PostgreSQL migrate in turn: the migrator's `CREATE … IF NOT EXISTS` races.
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

// 23505 is unique_violation; Drizzle wraps the driver's error in `cause`.
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
