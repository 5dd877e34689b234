import 'server-only';
import { studioActivity } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import type { DeskSession } from '@/server/desk/session-repository';

const SUMMARY_MAX = 500;

// Called inside the transaction of the change it records, so neither is kept without the other.
export async function recordActivity(
  tx: Queryable,
  session: Pick<DeskSession, 'id'> | null,
  action: string,
  summary = '',
): Promise<void> {
  await tx.insert(studioActivity).values({
    sessionId: session?.id ?? null,
    action,
    summary: summary.slice(0, SUMMARY_MAX),
  });
}
