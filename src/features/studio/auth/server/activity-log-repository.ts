import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { ACTIVITY_PAGE_SIZE } from '@/config/desk-limits';
import {
  studioActivity,
  studioPasskeys,
  studioSessions,
  type ActivityDetails,
  type ActivitySubjectKind,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export interface ActivityEntry {
  id: number;
  createdAt: Date;
  action: string;
  summary: string;
  subjectKind: ActivitySubjectKind | null;
  subjectId: string | null;
  details: ActivityDetails;
  sessionId: string | null;
  passkeyName: string | null;
  userAgent: string | null;
}

const LAST_PAGE = 10_000;

// `?page=`, counted from 1; anything else is the first page.
export function activityPage(value: string | string[] | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page <= LAST_PAGE ? page : 1;
}

export async function listActivity(
  db: Queryable,
  page: number,
): Promise<{ entries: ActivityEntry[]; hasOlder: boolean }> {
  const rows = await db
    .select({
      id: studioActivity.id,
      createdAt: studioActivity.createdAt,
      action: studioActivity.action,
      summary: studioActivity.summary,
      subjectKind: studioActivity.subjectKind,
      subjectId: studioActivity.subjectId,
      details: studioActivity.details,
      sessionId: studioActivity.sessionId,
      passkeyName: studioPasskeys.name,
      userAgent: studioSessions.userAgent,
    })
    .from(studioActivity)
    .leftJoin(studioSessions, eq(studioSessions.id, studioActivity.sessionId))
    .leftJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
    .orderBy(desc(studioActivity.createdAt), desc(studioActivity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE);
  return { entries: rows.slice(0, ACTIVITY_PAGE_SIZE), hasOlder: rows.length > ACTIVITY_PAGE_SIZE };
}
