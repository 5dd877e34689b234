import 'server-only';
import { studioActivity, type ActivityDetails, type ActivitySubjectKind } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import type { DeskSession } from '@/server/desk/session-repository';

export interface ActivityChange {
  subject?: { kind: ActivitySubjectKind; id: string };
  details?: ActivityDetails;
}

// Called inside the transaction of the change it records, so neither is kept without the other.
export async function recordActivity(
  tx: Queryable,
  session: Pick<DeskSession, 'id'> | null,
  action: string,
  { subject, details = {} }: ActivityChange = {},
): Promise<void> {
  await tx.insert(studioActivity).values({
    sessionId: session?.id ?? null,
    action,
    subjectKind: subject?.kind ?? null,
    subjectId: subject?.id ?? null,
    details,
  });
}
