import 'server-only';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import {
  studioPasskeys,
  studioSessions,
  type NewStudioPasskey,
  type StudioPasskey,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export async function listPasskeys(db: Queryable): Promise<StudioPasskey[]> {
  return db
    .select()
    .from(studioPasskeys)
    .where(isNull(studioPasskeys.revokedAt))
    .orderBy(asc(studioPasskeys.createdAt));
}

export async function hasPasskey(db: Queryable): Promise<boolean> {
  const [row] = await db
    .select({ count: count() })
    .from(studioPasskeys)
    .where(isNull(studioPasskeys.revokedAt));
  return (row?.count ?? 0) > 0;
}

const activePasskey = (id: string) =>
  and(eq(studioPasskeys.id, id), isNull(studioPasskeys.revokedAt));

export async function renamePasskey(
  tx: Queryable,
  id: string,
  name: string,
): Promise<{ previousName: string } | undefined> {
  const [passkey] = await tx.select().from(studioPasskeys).where(activePasskey(id));
  if (!passkey) return undefined;
  await tx.update(studioPasskeys).set({ name }).where(eq(studioPasskeys.id, id));
  return { previousName: passkey.name };
}

type Revocation = { outcome: 'revoked'; name: string } | { outcome: 'not-found' | 'last' };

// The desk's last passkey stays: revoking it would lock the owner out until a new link came.
export async function revokePasskey(tx: Queryable, id: string, now: Date): Promise<Revocation> {
  const active = await tx
    .select({ id: studioPasskeys.id, name: studioPasskeys.name })
    .from(studioPasskeys)
    .where(isNull(studioPasskeys.revokedAt))
    .for('update');
  const passkey = active.find((row) => row.id === id);
  if (!passkey) return { outcome: 'not-found' };
  if (active.length === 1) return { outcome: 'last' };
  await tx.update(studioPasskeys).set({ revokedAt: now }).where(eq(studioPasskeys.id, id));
  await tx
    .update(studioSessions)
    .set({ endedAt: now })
    .where(and(eq(studioSessions.passkeyId, id), isNull(studioSessions.endedAt)));
  return { outcome: 'revoked', name: passkey.name };
}

export async function activeCredentials(db: Queryable) {
  return db
    .select({ id: studioPasskeys.credentialId, transports: studioPasskeys.transports })
    .from(studioPasskeys)
    .where(isNull(studioPasskeys.revokedAt));
}

export async function findActivePasskeyByCredential(
  db: Queryable,
  credentialId: string,
): Promise<StudioPasskey | undefined> {
  const [passkey] = await db
    .select()
    .from(studioPasskeys)
    .where(and(eq(studioPasskeys.credentialId, credentialId), isNull(studioPasskeys.revokedAt)));
  return passkey;
}

export async function insertPasskey(tx: Queryable, values: NewStudioPasskey): Promise<string> {
  const [passkey] = await tx
    .insert(studioPasskeys)
    .values(values)
    .returning({ id: studioPasskeys.id });
  return passkey!.id;
}

export async function markPasskeyUsed(
  tx: Queryable,
  id: string,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<void> {
  await tx
    .update(studioPasskeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(studioPasskeys.id, id));
}
