import { sql } from 'drizzle-orm';
import type { Queryable } from './types';

export async function pingDatabase(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
