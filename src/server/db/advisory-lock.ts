import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import * as schema from './schema';
import type { Database, Queryable } from './types';

// Fixed keys every server sharing a database locks on; the embedded one needs none (one process).
export const advisoryLockKeys = {
  migrations: 4_870_213_001,
  retentionSweep: 4_870_213_002,
  analyticsRollup: 4_870_213_003,
  backups: 4_870_213_004,
} as const;

// A connection that fails on the way is closed rather than pooled, which also releases the lock.
export async function withAdvisoryLock<T>(
  pool: Pool,
  key: number,
  work: (db: Database) => Promise<T>,
  { onWait }: { onWait?: () => void } = {},
): Promise<T> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await pool.connect();
  let reusable = false;
  try {
    const attempt = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1) as locked',
      [key],
    );
    if (!attempt.rows[0]?.locked) {
      onWait?.();
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    const result = await work(drizzle({ client, schema }) as unknown as Database);
    await client.query('select pg_advisory_unlock($1)', [key]);
    reusable = true;
    return result;
  } finally {
    client.release(!reusable);
  }
}

export async function tryAdvisoryTransactionLock(tx: Queryable, key: number): Promise<boolean> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Database type leaves it untyped.
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as {
    rows: { locked: boolean }[];
  };
  return result.rows[0]?.locked === true;
}
