import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import {
  appliedMigration,
  knownMigrations,
  qualifiedName,
  readSequences,
  readTableLayouts,
  type TableLayout,
} from '@/server/db/backup-catalog';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, tableKey, type BackupHeader } from './format';
import { quoteIdentifier, type SqlClient } from './sql-client';

export interface BackupSource {
  db: SqlClient;
  database: BackupHeader['database'];
  // Bytes of one bytea value read per query, a multiple of 3 so base64 pieces join.
  sliceBytes: number;
}

// 128 KB per query; a TID range scan reads just these blocks, where ctid paging sorted the rest.
const PAGE_BLOCKS = 16;

async function readBackupHeader(source: BackupSource, createdAt: Date): Promise<BackupHeader> {
  const migration = await appliedMigration(source.db, await knownMigrations());
  if (!migration) throw new Error('The database has no tables yet: there is nothing to back up.');
  const layouts = await readTableLayouts(source.db);
  const tables: BackupHeader['tables'] = [];
  for (const layout of layouts) {
    const { rows } = await source.db.query<{ rows: string }>(
      `select count(*)::text as rows from ${qualifiedName(layout)}`,
    );
    tables.push({ ...layout, rows: Number(rows[0]!.rows) });
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    database: source.database,
    schema: { migration: migration.tag, hash: migration.hash },
    tables,
    sequences: await readSequences(source.db),
  };
}

// Values as PostgreSQL prints them, in UTC: the text reads back into either database unchanged.
export async function setCanonicalTextFormat(db: SqlClient): Promise<void> {
  await db.query(
    `select set_config('timezone', 'UTC', true), set_config('datestyle', 'ISO, YMD', true),
            set_config('intervalstyle', 'postgres', true), set_config('extra_float_digits', '3', true)`,
  );
}

async function readBytes(
  source: BackupSource,
  table: TableLayout,
  column: string,
  ctid: string,
  length: number,
): Promise<string> {
  const pieces: string[] = [];
  for (let offset = 0; offset < length; offset += source.sliceBytes) {
    const { rows } = await source.db.query<{ piece: string }>(
      `select encode(substring(${quoteIdentifier(column)} from $2 for $3), 'base64') as piece
         from ${qualifiedName(table)} where ctid = $1::tid`,
      [ctid, offset + 1, source.sliceBytes],
    );
    pieces.push(rows[0]!.piece.replaceAll('\n', ''));
  }
  return pieces.join('');
}

async function* tableRows(
  source: BackupSource,
  table: TableLayout,
  signal?: AbortSignal,
): AsyncGenerator<(string | null)[]> {
  const selected = table.columns.map(({ name, type }, index) =>
    type === 'bytea'
      ? `octet_length(${quoteIdentifier(name)}) as c${index}`
      : `${quoteIdentifier(name)}::text as c${index}`,
  );
  // The snapshot never changes, so ctid pages through any table, within its size when it began.
  const { rows: size } = await source.db.query<{ blocks: string }>(
    `select (pg_relation_size($1::regclass) / current_setting('block_size')::bigint)::text as blocks`,
    [qualifiedName(table)],
  );
  const blocks = Number(size[0]!.blocks);
  for (let block = 0; block < blocks; block += PAGE_BLOCKS) {
    signal?.throwIfAborted();
    const { rows } = await source.db.query<Record<string, string | number | null>>(
      `select ctid::text as address, ${selected.join(', ')} from ${qualifiedName(table)}
        where ctid >= $1::tid and ctid < $2::tid`,
      [`(${block},0)`, `(${block + PAGE_BLOCKS},0)`],
    );
    for (const row of rows) {
      const values: (string | null)[] = [];
      for (const [index, column] of table.columns.entries()) {
        const value = row[`c${index}`] ?? null;
        values.push(
          column.type === 'bytea' && value !== null
            ? await readBytes(source, table, column.name, String(row.address), Number(value))
            : (value as string | null),
        );
      }
      yield values;
    }
  }
}

async function* backupLines(
  source: BackupSource,
  header: BackupHeader,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const hash = createHash('sha256');
  const line = (value: unknown) => {
    const text = `${JSON.stringify(value)}\n`;
    hash.update(text);
    return text;
  };
  yield line(header);
  for (const table of header.tables) {
    yield line({ table: tableKey(table) });
    let count = 0;
    for await (const values of tableRows(source, table, signal)) {
      count += 1;
      yield line(values);
    }
    if (count !== table.rows) {
      throw new Error(`Table ${tableKey(table)} changed while it was read: not a snapshot.`);
    }
  }
  yield `${JSON.stringify({ sha256: hash.digest('hex') })}\n`;
}

export async function writeBackupFile(
  source: BackupSource,
  file: string,
  createdAt: Date,
  signal?: AbortSignal,
): Promise<BackupHeader> {
  await setCanonicalTextFormat(source.db);
  const header = await readBackupHeader(source, createdAt);
  await pipeline(
    Readable.from(backupLines(source, header, signal)),
    createGzip(),
    createWriteStream(file, { flags: 'wx' }),
    { signal },
  );
  const written = await open(file, 'r');
  try {
    await written.sync();
  } finally {
    await written.close();
  }
  return header;
}
