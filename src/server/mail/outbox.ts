import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@/server/db/types';
import type { OutboxMessage, OutboxRow } from '@/server/db/schema';
import { siteMetrics } from '@/server/metrics/registry';
import { findStoredFile, readStoredFile } from '@/server/files/file-store-repository';
import { classifyFailure, failureText } from './failures';
import {
  claimDueEmails,
  deleteExpiredEmails,
  extendClaims,
  releaseClaims,
} from './outbox-repository';
import { recordOutcome, type DeliveryOutcome, type OutboxHooks } from './outcomes';
import type { MailTransport, OutgoingEmail } from './transport';

export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
}

const defaultRetryPolicy: RetryPolicy = { baseDelayMs: 15_000, maxDelayMs: 15 * 60_000 };

function retryDelayMs(failures: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, failures - 1), policy.maxDelayMs);
}

function outboxMessageId(id: string): string {
  return `<${id}@outbox.marlowe.studio>`;
}

// The random part keeps a restarted process with a reused pid from taking a dead one's claims.
const processSenderId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

// A file deleted since the email was queued is left out; the email still lists it by name.
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

interface DeliveryOptions {
  db: Database;
  transport: MailTransport;
  now?: Date;
  batchSize?: number;
  senderId?: string;
  /** How long a claim outlives a sender that dies (claims are renewed while it works). */
  claimMs?: number;
  keepGoing?: () => boolean;
  policy?: RetryPolicy;
  hooks?: OutboxHooks;
  only?: readonly string[];
  log?: Pick<Console, 'info' | 'warn'>;
}

interface DeliveryResult {
  sent: number;
  failed: number;
}

// Claimed first: several servers may share PostgreSQL.
export async function deliverDueEmails({
  db,
  transport,
  now = new Date(),
  batchSize = 20,
  senderId = processSenderId,
  claimMs = 20_000,
  keepGoing = () => true,
  policy = defaultRetryPolicy,
  hooks = {},
  only,
  log = console,
}: DeliveryOptions): Promise<DeliveryResult> {
  const expired = await deleteExpiredEmails(db, now);
  for (const row of expired) {
    log.warn(`Email ${row.id} (${row.kind}) expired unsent and was dropped: ${row.lastError}.`);
  }
  const claimed = await claimDueEmails(db, { now, batchSize, senderId, claimMs, only });

  const result: DeliveryResult = { sent: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const unsent = new Set(claimed.map((row) => row.id));
  const claims = renewClaims(db, senderId, claimMs, now, unsent);
  try {
    for (const row of claimed) {
      if (!keepGoing()) break;
      const kindHooks = hooks[row.kind];
      if (kindHooks?.stillWanted && !(await kindHooks.stillWanted(db, row))) {
        await recordOutcome(db, row, { kind: 'dropped' }, kindHooks, new Date());
        unsent.delete(row.id);
        log.info(`Email ${row.id} (${row.kind}) was no longer wanted and was dropped unsent.`);
        continue;
      }
      const failure = await attemptDelivery(db, transport, row);
      unsent.delete(row.id);
      const outcome = outcomeOf(failure, row.attempts + 1, policy, now);
      await recordOutcome(db, row, outcome, kindHooks, new Date());
      countOutcome(row.kind, outcome.kind);
      if (outcome.kind === 'sent') {
        result.sent += 1;
        continue;
      }
      result.failed += 1;
      const via = `on attempt ${row.attempts + 1} via ${transport.description}: ${outcome.error}`;
      log.warn(
        outcome.kind === 'refused'
          ? `Email ${row.id} (${row.kind}) was refused for good ${via}. It is not tried again.`
          : `Email ${row.id} (${row.kind}) failed ${via}. Retrying in ${Math.round((outcome.retryAt.getTime() - now.getTime()) / 1000)} s.`,
      );
    }
  } finally {
    claims.stop();
    if (unsent.size > 0) await releaseClaims(db, senderId, [...unsent]);
  }
  return result;
}

function countOutcome(kind: string, outcome: 'sent' | 'retry' | 'refused'): void {
  const metrics = siteMetrics();
  const counter = {
    sent: metrics.emailsSent,
    retry: metrics.emailsFailed,
    refused: metrics.emailsRefused,
  };
  counter[outcome].inc({ kind });
}

async function attemptDelivery(
  db: Database,
  transport: MailTransport,
  row: OutboxRow,
): Promise<unknown> {
  try {
    await transport.send(await outgoing(db, row.id, row.message));
    return null;
  } catch (error) {
    return error ?? new Error('The transport failed without saying why');
  }
}

function outcomeOf(
  failure: unknown,
  attempts: number,
  policy: RetryPolicy,
  now: Date,
): Exclude<DeliveryOutcome, { kind: 'dropped' }> {
  if (failure === null) return { kind: 'sent' };
  const error = failureText(failure);
  if (classifyFailure(failure) === 'refused') return { kind: 'refused', error };
  return {
    kind: 'retry',
    error,
    retryAt: new Date(now.getTime() + retryDelayMs(attempts, policy)),
  };
}

// A slow mail server must not let claims lapse, or another server would send the same emails.
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
    extendClaims(db, [...unsent], senderId, until).catch((error: unknown) =>
      console.error('The outbox could not renew its claims:', error),
    );
  }, claimMs / 4);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
