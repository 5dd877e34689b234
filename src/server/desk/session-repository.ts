import 'server-only';
import { eq } from 'drizzle-orm';
import { deskTimes } from '@/config/desk-limits';
import { studioPasskeys, studioSessions, type StudioSession } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { tokenHash } from '@/server/secret-tokens';

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

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const sessionColumns = {
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

export type SessionRow = DeskSession & { endedAt: Date | null; revokedAt: Date | null };

export function deskSession({
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
