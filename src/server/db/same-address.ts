import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const sameAddress = (column: AnyPgColumn | SQL, email: string) =>
  sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;
