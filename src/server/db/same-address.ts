import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Addresses are compared as people type them: case and surrounding spaces aside.
export const sameAddress = (column: AnyPgColumn | SQL, email: string) =>
  sql`lower(trim(${column})) = ${email.trim().toLowerCase()}`;
