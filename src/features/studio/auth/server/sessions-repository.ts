import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { studioPasskeys, studioSessions } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '@/config/desk-limits';
import {
  deskSession,
  sessionColumns,
  sessionState,
  type DeskSession,
} from '@/server/desk/session-repository';
import { newSecretToken, tokenHash } from '@/server/secret-tokens';

const USER_AGENT_MAX = 300;

export async function startSession(
  tx: Queryable,
  { passkeyId, userAgent, now }: { passkeyId: string; userAgent: string; now: Date },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + deskTimes.sessionLifetimeMs);
  const [row] = await tx
    .insert(studioSessions)
    .values({
      tokenHash: tokenHash(token),
      passkeyId,
      userAgent: userAgent.slice(0, USER_AGENT_MAX),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: studioSessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

export async function listActiveSessions(db: Queryable, now: Date): Promise<DeskSession[]> {
  const rows = await db
    .select(sessionColumns)
    .from(studioSessions)
    .innerJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
    .where(and(isNull(studioSessions.endedAt), gt(studioSessions.expiresAt, now)))
    .orderBy(desc(studioSessions.lastSeenAt));
  return rows.filter((row) => sessionState(row, now) === 'active').map(deskSession);
}

export async function endSession(tx: Queryable, sessionId: string, now: Date): Promise<boolean> {
  const ended = await tx
    .update(studioSessions)
    .set({ endedAt: now })
    .where(and(eq(studioSessions.id, sessionId), isNull(studioSessions.endedAt)))
    .returning({ id: studioSessions.id });
  return ended.length > 0;
}

export async function endAllSessions(tx: Queryable, now: Date): Promise<number> {
  const ended = await tx
    .update(studioSessions)
    .set({ endedAt: now })
    .where(isNull(studioSessions.endedAt))
    .returning({ id: studioSessions.id });
  return ended.length;
}
