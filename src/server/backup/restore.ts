import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, migrateDatabase, type DatabaseHandle } from '@/server/db/client';
import {
  appliedMigration,
  knownMigrations,
  qualifiedName,
  readTableLayouts,
  tableLabel,
  UnknownSchemaError,
  type KnownMigration,
  type TableLayout,
} from '@/server/db/backup-catalog';
import { tableKey, type BackupHeader, type BackupTable } from './format';
import { BackupFileError, readBackupFile } from './read-backup';
import {
  embeddedClient,
  inTransaction,
  pgClientSql,
  pgliteSql,
  quoteIdentifier,
  type SqlClient,
} from './sql-client';
import { setCanonicalTextFormat } from './write-backup';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

// Filled by the migrations themselves (the launch articles): no sign of a database in use, and
// the backup's own rows replace them.
const seededTables = new Set(['blog_articles']);
const isSeeded = (table: TableLayout) => table.schema === 'public' && seededTables.has(table.name);

async function firstTableWithRows(db: SqlClient): Promise<TableLayout | undefined> {
  for (const table of (await readTableLayouts(db)).filter((layout) => !isSeeded(layout))) {
    const { rows } = await db.query<{ found: boolean }>(
      `select exists (select 1 from ${qualifiedName(table)}) as found`,
    );
    if (rows[0]?.found) return table;
  }
  return undefined;
}

function refuseNonEmpty(table: TableLayout): never {
  throw new RestoreRefusedError(
    `The target database is not empty (table ${tableLabel(table)} has rows). A backup restores only ` +
      'into an empty database: a new DATA_DIR, or a new PostgreSQL database in DATABASE_URL.',
  );
}

// The migrations up to `last` only, so an empty database takes the backup's own schema first.
export async function migrationsUpTo(known: readonly KnownMigration[], last: KnownMigration) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-migrations-'));
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, known.indexOf(last) + 1);
  await mkdir(path.join(folder, 'meta'));
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

function checkLayouts(header: BackupHeader, layouts: readonly TableLayout[], name: string) {
  const target = new Map(layouts.map((layout) => [tableKey(layout), layout]));
  for (const table of header.tables) {
    const layout = target.get(tableKey(table));
    const types = new Map(layout?.columns.map((column) => [column.name, column.type]));
    const fits =
      layout !== undefined &&
      layout.columns.length === table.columns.length &&
      table.columns.every((column) => types.get(column.name) === column.type);
    if (!fits) {
      throw new BackupFileError(
        `The backup ${name} does not match its own schema version (table ${tableKey(table)}). It cannot be restored; use another backup.`,
      );
    }
  }
}

const BATCH_ROWS = 500;
const BATCH_CHARACTERS = 8 * 1024 * 1024;

// Rows go in as text and are cast by the target's own column types, never by the file's.
function rowInserter(db: SqlClient, table: BackupTable, layout: TableLayout) {
  const types = new Map(layout.columns.map((column) => [column.name, column.type]));
  const casts = table.columns.map((column) => {
    const type = types.get(column.name)!;
    return (parameter: number) =>
      type === 'bytea' ? `decode($${parameter}, 'base64')` : `$${parameter}::${type}`;
  });
  const columns = table.columns.map((column) => quoteIdentifier(column.name)).join(', ');
  let batch: (string | null)[][] = [];
  let characters = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map(
      (_, row) =>
        `(${casts.map((cast, column) => cast(row * casts.length + column + 1)).join(', ')})`,
    );
    await db.query(
      `insert into ${qualifiedName(table)} (${columns}) overriding system value values ${values.join(', ')}`,
      batch.flat(),
    );
    batch = [];
    characters = 0;
  };
  return {
    async add(values: (string | null)[]) {
      batch.push(values);
      characters += values.reduce((sum, value) => sum + (value?.length ?? 0), 0);
      if (batch.length >= BATCH_ROWS || characters >= BATCH_CHARACTERS) await flush();
    },
    flush,
  };
}

export interface RestoreOutcome {
  header: BackupHeader;
  rows: number;
  migratedTo: string;
}

export interface RestorableBackup {
  file: string;
  header: BackupHeader;
  version: KnownMigration;
  known: KnownMigration[];
}

// Reads the whole file before anything touches a target: a damaged one is refused untouched.
export async function checkRestorable(file: string): Promise<RestorableBackup> {
  const header = await readBackupFile(file);
  const known = await knownMigrations();
  const version = known.find((migration) => migration.tag === header.schema.migration);
  if (!version || version.hash !== header.schema.hash) {
    throw new BackupFileError(
      `The backup ${path.basename(file)} comes from a newer version of the site (database schema "${header.schema.migration}", unknown to this one). Restore it with that version or a later one.`,
    );
  }
  return { file, header, version, known };
}

async function currentMigration(db: SqlClient, known: readonly KnownMigration[]) {
  try {
    return await appliedMigration(db, known);
  } catch (error) {
    if (error instanceof UnknownSchemaError) throw new RestoreRefusedError(error.message);
    throw error;
  }
}

export async function restoreInto(
  handle: DatabaseHandle,
  { file, header, version, known }: RestorableBackup,
): Promise<RestoreOutcome> {
  const db =
    handle.kind === 'pglite' ? pgliteSql(embeddedClient(handle)) : pgClientSql(handle.pool!);
  const occupied = await firstTableWithRows(db);
  if (occupied) refuseNonEmpty(occupied);
  const current = await currentMigration(db, known);
  if (current && current.when > version.when) {
    throw new RestoreRefusedError(
      `The target database already has a newer schema ("${current.tag}") than the backup ("${version.tag}"). Restore into a new, empty database.`,
    );
  }
  if (current?.tag !== version.tag) {
    const migrations = await migrationsUpTo(known, version);
    try {
      await migrateDatabase(handle, migrations.folder);
    } finally {
      await migrations.remove();
    }
  }
  const layouts = await readTableLayouts(db);
  checkLayouts(header, layouts, path.basename(file));
  const layoutOf = new Map(layouts.map((layout) => [tableKey(layout), layout]));
  let rows = 0;
  await inTransaction(handle, async (tx) => {
    const occupiedMeanwhile = await firstTableWithRows(tx);
    if (occupiedMeanwhile) refuseNonEmpty(occupiedMeanwhile);
    for (const table of layouts.filter(isSeeded))
      await tx.query(`delete from ${qualifiedName(table)}`);
    await setCanonicalTextFormat(tx);
    let inserter: ReturnType<typeof rowInserter> | undefined;
    await readBackupFile(file, {
      async table(table) {
        await inserter?.flush();
        inserter = rowInserter(tx, table, layoutOf.get(tableKey(table))!);
      },
      async row(_table, values) {
        rows += 1;
        await inserter!.add(values);
      },
    });
    await inserter?.flush();
    for (const sequence of header.sequences) {
      await tx.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
        qualifiedName(sequence),
        sequence.value,
        sequence.called,
      ]);
    }
  });
  await migrateDatabase(handle);
  return { header, rows, migratedTo: known.at(-1)!.tag };
}

export async function restoreBackup(file: string, handle: DatabaseHandle): Promise<RestoreOutcome> {
  return restoreInto(handle, await checkRestorable(file));
}
