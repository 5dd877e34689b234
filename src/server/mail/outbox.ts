import { and, asc, eq, inArray, isNotNull, isNull, lte, lt, or } from 'drizzle-orm';
import type { Database, Queryable } from '@/server/db/client';
import { emailOutbox, type OutboxMessage } from '@/server/db/schema';
import { findStoredFile, readStoredFile } from '@/server/files/store';
import type { MailTransport, OutgoingEmail } from './transport';

/**
 * The mail outbox. Features write emails with `enqueueEmail` inside the transaction that stores
 * what the email is about; `deliverDueEmails` sends them, retrying failures with backoff.
 */
export async function enqueueEmail(
  tx: Queryable,
  kind: string,
  message: OutboxMessage,
): Promise<string> {
  const [row] = await tx.insert(emailOutbox).values({ kind, message }).returning({
    id: emailOutbox.id,
  });
  return row!.id;
}

/**
 * Frees every claim on unsent emails. Only for a database this process owns alone (the embedded
 * one, under its lock): any claim found at start belongs to a process that died mid-delivery,
 * and its emails should go out now rather than when the claim would have expired.
 */
export async function releaseClaimsOfDeadSenders(db: Database): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ claimedUntil: null })
    .where(and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.claimedUntil)));
}

export interface RetryPolicy {
  /** Wait after the first failure; doubled after each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 15_000, maxDelayMs: 15 * 60_000 };

/** Delay before the next try after `failures` failed attempts (1, 2, …). */
export function retryDelayMs(failures: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, failures - 1), policy.maxDelayMs);
}

/** The Message-ID of an outbox email: stable, so a repeated delivery is recognisably the same. */
export function outboxMessageId(id: string): string {
  return `<${id}@outbox.marlowe.studio>`;
}

/**
 * The email as it leaves: attachments read from the file store. A file deleted since the email
 * was queued (on request, or by retention) is left out; the email still lists it by name.
 */
async function outgoing(db: Database, id: string, message: OutboxMessage): Promise<OutgoingEmail> {
  const { attachments = [], ...rest } = message;
  const files = [];
  for (const attachment of attachments) {
    if (!(await findStoredFile(db, attachment.storedFileId))) continue;
    files.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await readStoredFile(db, attachment.storedFileId),
    });
  }
  return { ...rest, messageId: outboxMessageId(id), attachments: files.length ? files : undefined };
}

export interface DeliveryOptions {
  db: Database;
  transport: MailTransport;
  now?: Date;
  /** Most emails sent in one call. */
  batchSize?: number;
  /** How long a claimed email is reserved for this sender before another may try it. */
  claimMs?: number;
  policy?: RetryPolicy;
  log?: Pick<Console, 'info' | 'warn'>;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends the emails that are due. Each is claimed first (several servers may share PostgreSQL),
 * then marked sent, or rescheduled with backoff if the transport failed. Nothing is ever dropped.
 */
export async function deliverDueEmails({
  db,
  transport,
  now = new Date(),
  batchSize = 20,
  claimMs = 2 * 60_000,
  policy = defaultRetryPolicy,
  log = console,
}: DeliveryOptions): Promise<DeliveryResult> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.claimedUntil), lt(emailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + claimMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();

  const result: DeliveryResult = { sent: 0, failed: 0 };
  for (const row of claimed) {
    const attempts = row.attempts + 1;
    try {
      await transport.send(await outgoing(db, row.id, row.message));
      await db
        .update(emailOutbox)
        .set({ sentAt: new Date(), attempts, claimedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(attempts, policy);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          claimedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + delay),
        })
        .where(eq(emailOutbox.id, row.id));
      log.warn(
        `Email ${row.id} (${row.kind}) failed on attempt ${attempts} via ${transport.description}: ${reason}. Retrying in ${Math.round(delay / 1000)} s.`,
      );
      result.failed += 1;
    }
  }
  return result;
}
