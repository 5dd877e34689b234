import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNotNull, isNull, lte, lt, or } from 'drizzle-orm';
import type { Database, Queryable } from '@/server/db/client';
import { emailOutbox, type OutboxMessage, type OutboxRow } from '@/server/db/schema';
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
    .set({ claimedUntil: null, claimedBy: null })
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
 * This process's name on the claims it takes: host, process id and a random part, so that a
 * restarted process on the same host never mistakes a dead one's claims for its own.
 */
export const processSenderId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

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
  /** Most emails claimed and sent in one call. */
  batchSize?: number;
  /** Who is sending; claims carry it, so a sender renews and releases only its own. */
  senderId?: string;
  /**
   * How long a claim holds without renewal. The sender renews its claims while it works, so a
   * claim outlives its sender (killed, machine lost) by at most this long.
   */
  claimMs?: number;
  /** Asked before each email; once it answers false, the remaining claims are released unsent. */
  keepGoing?: () => boolean;
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
  senderId = processSenderId,
  claimMs = 20_000,
  keepGoing = () => true,
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
    .set({ claimedUntil: new Date(now.getTime() + claimMs), claimedBy: senderId })
    .where(inArray(emailOutbox.id, due))
    .returning();

  const result: DeliveryResult = { sent: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const unsent = new Set(claimed.map((row) => row.id));
  const claims = renewClaims(db, senderId, claimMs, now, unsent);
  try {
    for (const row of claimed) {
      if (!keepGoing()) break;
      const attempts = row.attempts + 1;
      const failure = await attemptDelivery(db, transport, row);
      unsent.delete(row.id);
      if (failure === null) {
        await db
          .update(emailOutbox)
          .set({
            sentAt: new Date(),
            attempts,
            claimedUntil: null,
            claimedBy: null,
            lastError: null,
          })
          .where(eq(emailOutbox.id, row.id));
        result.sent += 1;
        continue;
      }
      const delay = retryDelayMs(attempts, policy);
      await db
        .update(emailOutbox)
        .set({
          attempts,
          claimedUntil: null,
          claimedBy: null,
          lastError: failure.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + delay),
        })
        .where(eq(emailOutbox.id, row.id));
      log.warn(
        `Email ${row.id} (${row.kind}) failed on attempt ${attempts} via ${transport.description}: ${failure}. Retrying in ${Math.round(delay / 1000)} s.`,
      );
      result.failed += 1;
    }
  } finally {
    claims.stop();
    // Emails this run did not get to (it was told to stop) go back to the queue at once.
    if (unsent.size > 0) await releaseClaims(db, senderId, [...unsent]);
  }
  return result;
}

/** Hands one email to the transport: null once it is accepted, else why it was not. */
async function attemptDelivery(
  db: Database,
  transport: MailTransport,
  row: OutboxRow,
): Promise<string | null> {
  try {
    await transport.send(await outgoing(db, row.id, row.message));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Keeps this run's claims alive while it works through them: a slow mail server must not let
 * them lapse, or another server would send the same emails.
 */
function renewClaims(
  db: Database,
  senderId: string,
  claimMs: number,
  now: Date,
  unsent: ReadonlySet<string>,
) {
  const startedAt = Date.now();
  const timer = setInterval(() => {
    if (unsent.size === 0) return;
    const until = new Date(now.getTime() + (Date.now() - startedAt) + claimMs);
    db.update(emailOutbox)
      .set({ claimedUntil: until })
      .where(
        and(
          inArray(emailOutbox.id, [...unsent]),
          eq(emailOutbox.claimedBy, senderId),
          isNull(emailOutbox.sentAt),
        ),
      )
      .catch((error: unknown) => console.error('The outbox could not renew its claims:', error));
  }, claimMs / 4);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Gives claimed, unsent emails back to the queue, for this or another server to send now. */
async function releaseClaims(db: Database, senderId: string, ids: string[]): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ claimedUntil: null, claimedBy: null })
    .where(
      and(
        inArray(emailOutbox.id, ids),
        eq(emailOutbox.claimedBy, senderId),
        isNull(emailOutbox.sentAt),
      ),
    );
}
