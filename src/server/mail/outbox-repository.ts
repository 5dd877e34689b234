import {
  and,
  asc,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  min,
  or,
  sql,
} from 'drizzle-orm';
import { emailOutbox, type OutboxMessage, type OutboxRow } from '@/server/db/schema';
import { sameAddress } from '@/server/db/same-address';
import type { Database, Queryable } from '@/server/db/types';

interface EnqueueOptions {
  sendAt?: Date;
  expiresAt?: Date;
  reference?: string;
}

export async function enqueueEmail(
  tx: Queryable,
  kind: string,
  message: OutboxMessage,
  { sendAt, expiresAt, reference }: EnqueueOptions = {},
): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({ kind, message, nextAttemptAt: sendAt, expiresAt, reference })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

const INSERT_CHUNK = 200;

export async function enqueueEmails(
  tx: Queryable,
  kind: string,
  emails: readonly { id: string; message: OutboxMessage; sendAt: Date }[],
): Promise<void> {
  for (let start = 0; start < emails.length; start += INSERT_CHUNK) {
    const chunk = emails.slice(start, start + INSERT_CHUNK);
    await tx
      .insert(emailOutbox)
      .values(
        chunk.map(({ id, message, sendAt }) => ({ id, kind, message, nextAttemptAt: sendAt })),
      );
  }
}

// One a sender is handing over at this moment still goes out: it was due.
export async function withdrawEmails(tx: Queryable, reference: string): Promise<number> {
  const rows = await tx
    .delete(emailOutbox)
    .where(and(eq(emailOutbox.reference, reference), isNull(emailOutbox.sentAt)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

// Only for a database this process owns alone: a claim found at start is a dead process's.
export async function releaseClaimsOfDeadSenders(db: Database): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ claimedUntil: null, claimedBy: null })
    .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.claimedUntil)));
}

export async function deleteExpiredEmails(db: Database, now: Date) {
  return db
    .delete(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.expiresAt, now),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .returning({ id: emailOutbox.id, kind: emailOutbox.kind, lastError: emailOutbox.lastError });
}

export async function outboxBacklog(db: Queryable, now: Date) {
  return db
    .select({
      kind: emailOutbox.kind,
      due: count(),
      oldestDueAt: min(emailOutbox.nextAttemptAt),
    })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.refusedAt),
        lte(emailOutbox.nextAttemptAt, now),
      ),
    )
    .groupBy(emailOutbox.kind);
}

// Rows another sender is working on are skipped, not waited for.
export async function claimDueEmails(
  db: Database,
  {
    now,
    batchSize,
    senderId,
    claimMs,
    only,
  }: { now: Date; batchSize: number; senderId: string; claimMs: number; only?: readonly string[] },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.refusedAt),
        only ? inArray(emailOutbox.id, [...only]) : undefined,
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + claimMs), claimedBy: senderId })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

const claimedBy = (ids: readonly string[], senderId: string) =>
  and(
    inArray(emailOutbox.id, [...ids]),
    eq(emailOutbox.claimedBy, senderId),
    isNull(emailOutbox.sentAt),
  );

export async function extendClaims(
  db: Database,
  ids: readonly string[],
  senderId: string,
  until: Date,
): Promise<void> {
  await db.update(emailOutbox).set({ claimedUntil: until }).where(claimedBy(ids, senderId));
}

export async function releaseClaims(db: Database, senderId: string, ids: string[]): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ claimedUntil: null, claimedBy: null })
    .where(claimedBy(ids, senderId));
}

/** Updates a handed-over email's row, or deletes it when `changes` is undefined (dropped). */
export async function settleEmail(
  tx: Queryable,
  id: string,
  changes: Partial<OutboxRow> | undefined,
): Promise<void> {
  if (changes) await tx.update(emailOutbox).set(changes).where(eq(emailOutbox.id, id));
  else await tx.delete(emailOutbox).where(eq(emailOutbox.id, id));
}

// Emails to the person, and the studio's copies about them, which answer to their address.
const aboutPerson = (email: string) =>
  or(
    sameAddress(sql`${emailOutbox.message}->>'to'`, email),
    sameAddress(sql`${emailOutbox.message}->>'replyTo'`, email),
  );

export async function countEmailsAbout(db: Queryable, email: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(emailOutbox).where(aboutPerson(email));
  return row?.total ?? 0;
}

export async function deleteEmailsAbout(tx: Queryable, email: string): Promise<number> {
  const erased = await tx
    .delete(emailOutbox)
    .where(aboutPerson(email))
    .returning({ id: emailOutbox.id });
  return erased.length;
}

export async function deleteUnsentEmailsTo(
  tx: Queryable,
  email: string,
  kindPrefix: string,
): Promise<void> {
  await tx
    .delete(emailOutbox)
    .where(
      and(isNull(emailOutbox.sentAt), like(emailOutbox.kind, `${kindPrefix}%`), aboutPerson(email)),
    );
}
