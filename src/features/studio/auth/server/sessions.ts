import 'server-only';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { studioPasskeys, studioSessions, type StudioSession } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { deskTimes } from '../config';
import { newSecretToken, tokenHash } from './tokens';

export interface DeskSession {
  id: string;
  passkeyId: string;
  passkeyName: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

type SessionState = 'active' | 'ended' | 'idle' | 'expired' | 'revoked';

export function sessionState(
  session: Pick<StudioSession, 'endedAt' | 'expiresAt' | 'lastSeenAt'> & { revokedAt: Date | null },
  now: Date,
): SessionState {
  if (session.revokedAt) return 'revoked';
  if (session.endedAt) return 'ended';
  if (session.expiresAt <= now) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= deskTimes.sessionIdleMs) return 'idle';
  return 'active';
}

const USER_AGENT_MAX = 300;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

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

const sessionColumns = {
  id: studioSessions.id,
  passkeyId: studioSessions.passkeyId,
  passkeyName: studioPasskeys.name,
  userAgent: studioSessions.userAgent,
  createdAt: studioSessions.createdAt,
  lastSeenAt: studioSessions.lastSeenAt,
  expiresAt: studioSessions.expiresAt,
  endedAt: studioSessions.endedAt,
  revokedAt: studioPasskeys.revokedAt,
};

type SessionRow = DeskSession & { endedAt: Date | null; revokedAt: Date | null };

function deskSession({
  endedAt: _ended,
  revokedAt: _revoked,
  ...session
}: SessionRow): DeskSession {
  return session;
}

export async function findDeskSession(
  db: Queryable,
  token: string | undefined,
  now: Date,
): Promise<DeskSession | undefined> {
  if (!token || !TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select(sessionColumns)
    .from(studioSessions)
    .innerJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
    .where(eq(studioSessions.tokenHash, tokenHash(token)));
  if (!row || sessionState(row, now) !== 'active') return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() >= deskTimes.lastSeenRefreshMs) {
    await db.update(studioSessions).set({ lastSeenAt: now }).where(eq(studioSessions.id, row.id));
    row.lastSeenAt = now;
  }
  return deskSession(row);
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
