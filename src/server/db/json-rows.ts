import 'server-only';
import { getTableColumns, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './types';

// Every row gives every column (or null); a parameter per value costs several times the CPU.
export async function insertJsonRows<Table extends PgTable>(
  db: Queryable,
  table: Table,
  rows: InferInsertModel<Table>[],
): Promise<void> {
  if (!rows.length) return;
  const names = Object.entries(getTableColumns(table)).map(
    ([key, column]) => [key, column.name] as const,
  );
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(names.map(([key, name]) => [name, (row as Record<string, unknown>)[key]])),
    ),
  );
  await db.execute(
    sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}
