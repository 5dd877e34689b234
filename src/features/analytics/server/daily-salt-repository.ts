import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { studioDay } from '@/features/analytics/studio-day';
import { analyticsSalts } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

// One salt a day across servers; each deletes older days, so visitors cannot be linked across days.
async function saltOfDay(db: Queryable, day: string): Promise<Buffer> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  const [row] = await db.select().from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`The analytics salt of ${day} was deleted as it was read.`);
  return Buffer.from(row.salt, 'base64');
}

export class DailySalt {
  private current?: { day: string; salt: Buffer };

  /** Today's salt; the first call of a day rotates it. */
  async of(db: Queryable, now: Date): Promise<Buffer> {
    const day = studioDay(now);
    if (this.current?.day !== day) this.current = { day, salt: await saltOfDay(db, day) };
    return this.current.salt;
  }
}

// 48 bits fit a JavaScript number; at 10,000 visitors a day, a collision every ~5 million days.
export function visitorId(salt: Buffer, address: string, userAgent: string): number {
  return createHmac('sha256', salt).update(`${address}\n${userAgent}`).digest().readUIntBE(0, 6);
}
