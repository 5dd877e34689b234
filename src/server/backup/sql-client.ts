import type { PGlite } from '@electric-sql/pglite';
import type { PoolClient } from 'pg';
import type { DatabaseHandle } from '@/server/db/client';

// Plain SQL on either driver: backups read and write tables the code does not know in advance.
export interface SqlClient {
  query<Row>(text: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function embeddedClient(handle: DatabaseHandle): PGlite {
  if (handle.kind !== 'pglite') throw new Error('Not an embedded database.');
  return (handle.db as unknown as { $client: PGlite }).$client;
}

export function pgliteSql(client: Pick<PGlite, 'query'>): SqlClient {
  return {
    query: <Row>(text: string, params?: readonly unknown[]) =>
      client.query<Row>(text, params as unknown[]),
  };
}

export function pgClientSql(client: Pick<PoolClient, 'query'>): SqlClient {
  return {
    query: async <Row>(text: string, params?: readonly unknown[]) => ({
      rows: (await client.query(text, params as unknown[])).rows as Row[],
    }),
  };
}

export async function inTransaction<T>(
  handle: DatabaseHandle,
  work: (db: SqlClient) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    return embeddedClient(handle).transaction((tx) => work(pgliteSql(tx)));
  }
  const client = await handle.pool!.connect();
  let reusable = false;
  try {
    await client.query('begin');
    const result = await work(pgClientSql(client));
    await client.query('commit');
    reusable = true;
    return result;
  } catch (error) {
    await client.query('rollback').then(
      () => (reusable = true),
      () => undefined,
    );
    throw error;
  } finally {
    client.release(!reusable);
  }
}
