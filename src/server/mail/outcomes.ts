import type { OutboxRow } from '@/server/db/schema';
import type { Database, Transaction } from '@/server/db/types';
import { settleEmail } from './outbox-repository';

export type DeliveryOutcome =
  | { kind: 'sent' }
  | { kind: 'retry'; error: string; retryAt: Date }
  | { kind: 'refused'; error: string }
  | { kind: 'dropped' };

// A last look before each handover (the reader may have left) and the feature's delivery records.
export interface OutboxKindHooks {
  stillWanted?(db: Database, row: OutboxRow): Promise<boolean>;
  recordOutcome?(
    tx: Transaction,
    row: OutboxRow,
    outcome: DeliveryOutcome,
    now: Date,
  ): Promise<void>;
}

export type OutboxHooks = Readonly<Record<string, OutboxKindHooks>>;

const ERROR_MAX = 500;

function rowChanges(row: OutboxRow, outcome: DeliveryOutcome, now: Date) {
  const released = { attempts: row.attempts + 1, claimedUntil: null, claimedBy: null };
  switch (outcome.kind) {
    case 'sent':
      return { ...released, sentAt: now, lastError: null };
    case 'retry':
      return {
        ...released,
        lastError: outcome.error.slice(0, ERROR_MAX),
        nextAttemptAt: outcome.retryAt,
      };
    case 'refused':
      return { ...released, refusedAt: now, lastError: outcome.error.slice(0, ERROR_MAX) };
    case 'dropped':
      return undefined;
  }
}

// The email's row and the feature's records change in one transaction: both or neither.
export async function recordOutcome(
  db: Database,
  row: OutboxRow,
  outcome: DeliveryOutcome,
  hooks: OutboxKindHooks | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await settleEmail(tx, row.id, rowChanges(row, outcome, now));
    await hooks?.recordOutcome?.(tx, row, outcome, now);
  });
}
