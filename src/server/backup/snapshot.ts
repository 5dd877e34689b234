import { rm } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '@/server/db/client';
import { folderCopy } from './folder-copy';
import { embeddedClient, pgClientSql, pgliteSql } from './sql-client';
import { openWorkerDatabase, type WorkerDatabase } from './worker-database';
import type { BackupSource } from './write-backup';

export interface Snapshot {
  source: BackupSource;
  close(): Promise<void>;
}

const EMBEDDED_SLICE_BYTES = 3 * 64 * 1024;

const SNAPSHOT_TRANSACTION = 'begin transaction isolation level repeatable read, read only';

const UNLOCKED_PASSES = 2;

// No snapshot may stay open on this thread: the folder is copied, its last pass between transactions.
async function copyEmbeddedDatabase(client: PGlite, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  const pass = folderCopy(client.dataDir!, to);
  for (let count = 0; count < UNLOCKED_PASSES; count += 1) await pass();
  await client._runExclusiveTransaction(() => pass({ atOnce: true }));
}

export function snapshotFolderFor(dataDir: string): string {
  return `${dataDir}-backup-snapshot`;
}

async function openEmbeddedSnapshot(client: PGlite): Promise<Snapshot> {
  const folder = snapshotFolderFor(client.dataDir!);
  // The copy gets the memory the server gave its database, not PostgreSQL's defaults.
  const { rows } = await client.query<{ value: string }>(
    `select current_setting('shared_buffers') as value`,
  );
  await copyEmbeddedDatabase(client, folder);
  let copy: WorkerDatabase | undefined;
  const discard = async () => {
    await copy?.close();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    copy = await openWorkerDatabase(folder, [`shared_buffers=${rows[0]!.value}`]);
    await copy.db.query(SNAPSHOT_TRANSACTION);
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    source: { db: copy.db, database: 'embedded', sliceBytes: EMBEDDED_SLICE_BYTES },
    close: discard,
  };
}

// `live`: others may write meanwhile; a command that opened the database itself reads in place.
export async function openSnapshot(
  handle: DatabaseHandle,
  { live }: { live: boolean },
): Promise<Snapshot> {
  if (handle.kind === 'pglite') {
    const client = embeddedClient(handle);
    if (live) return openEmbeddedSnapshot(client);
    await client.query(SNAPSHOT_TRANSACTION);
    return {
      source: { db: pgliteSql(client), database: 'embedded', sliceBytes: EMBEDDED_SLICE_BYTES },
      close: async () => void (await client.query('rollback')),
    };
  }
  const connection = await handle.pool!.connect();
  try {
    await connection.query(SNAPSHOT_TRANSACTION);
  } catch (error) {
    connection.release(true);
    throw error;
  }
  return {
    source: { db: pgClientSql(connection), database: 'postgresql', sliceBytes: 3 * 1024 * 1024 },
    async close() {
      const ended = await connection.query('rollback').then(
        () => true,
        () => false,
      );
      connection.release(!ended);
    },
  };
}
