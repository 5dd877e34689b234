import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { quoteIdentifier, type SqlClient } from '@/server/backup/sql-client';

export interface ColumnLayout {
  name: string;
  type: string;
}

export interface TableLayout {
  schema: string;
  name: string;
  columns: ColumnLayout[];
}

export interface KnownMigration {
  tag: string;
  hash: string;
  when: number;
}

// The migrator's own bookkeeping (schema `drizzle`) is rebuilt by migrating, never copied.
const USER_SCHEMAS = `n.nspname not in ('information_schema', 'drizzle') and n.nspname not like 'pg\\_%'`;

export function qualifiedName(table: { schema: string; name: string }): string {
  return `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.name)}`;
}

export function tableLabel(table: { schema: string; name: string }): string {
  return table.schema === 'public' ? table.name : `${table.schema}.${table.name}`;
}

// Parents before the tables that reference them, so rows restore in this order.
export async function readTableLayouts(db: SqlClient): Promise<TableLayout[]> {
  const { rows: tables } = await db.query<{ oid: string; schema: string; name: string }>(
    `select c.oid::text as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${USER_SCHEMAS}
      order by n.nspname, c.relname`,
  );
  const { rows: columns } = await db.query<{ oid: string; name: string; type: string }>(
    `select a.attrelid::text as oid, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and ${USER_SCHEMAS}
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attrelid, a.attnum`,
  );
  const { rows: references } = await db.query<{ child: string; parent: string }>(
    `select conrelid::text as child, confrelid::text as parent
       from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const layouts = new Map(
    tables.map((table) => [
      table.oid,
      {
        schema: table.schema,
        name: table.name,
        columns: columns
          .filter((column) => column.oid === table.oid)
          .map(({ name, type }) => ({ name, type })),
      },
    ]),
  );
  const parents = new Map(tables.map((table) => [table.oid, new Set<string>()]));
  for (const { child, parent } of references) {
    if (layouts.has(child) && layouts.has(parent)) parents.get(child)!.add(parent);
  }
  const ordered: TableLayout[] = [];
  const placed = new Set<string>();
  while (placed.size < tables.length) {
    const ready = tables.find(
      (table) =>
        !placed.has(table.oid) && [...parents.get(table.oid)!].every((oid) => placed.has(oid)),
    );
    if (!ready)
      throw new Error('Some tables reference each other in a cycle; they cannot be ordered.');
    placed.add(ready.oid);
    ordered.push(layouts.get(ready.oid)!);
  }
  return ordered;
}

export interface SequenceValue {
  schema: string;
  name: string;
  value: string;
  called: boolean;
}

export async function readSequences(db: SqlClient): Promise<SequenceValue[]> {
  const { rows: sequences } = await db.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and ${USER_SCHEMAS}
      order by n.nspname, c.relname`,
  );
  const values: SequenceValue[] = [];
  for (const sequence of sequences) {
    const { rows } = await db.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${qualifiedName(sequence)}`,
    );
    values.push({ ...sequence, ...rows[0]! });
  }
  return values;
}

export async function knownMigrations(folder = MIGRATIONS_FOLDER): Promise<KnownMigration[]> {
  const journal = JSON.parse(
    await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[index]!.hash,
  }));
}

export class UnknownSchemaError extends Error {
  override name = 'UnknownSchemaError';
}

export async function appliedMigration(
  db: SqlClient,
  known: readonly KnownMigration[],
): Promise<KnownMigration | undefined> {
  const { rows: present } = await db.query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present[0]?.present) return undefined;
  const { rows } = await db.query<{ hash: string; when: string }>(
    'select hash, created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const last = rows[0];
  if (!last) return undefined;
  const match = known.find(
    (migration) => migration.hash === last.hash && migration.when === Number(last.when),
  );
  if (!match) {
    throw new UnknownSchemaError(
      'The database was migrated by a newer version of the site: its schema is unknown to this one.',
    );
  }
  return match;
}
