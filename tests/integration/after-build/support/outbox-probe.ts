import type { Client } from 'pg';
import { expect } from 'vitest';
import type { RunningServer } from '../../../../scripts/measure/lib/next-server';

/** The Message-ID the outbox gives the email stored under `outboxId`. */
export const messageIdOf = (outboxId: string) => `<${outboxId}@outbox.marlowe.studio>`;

export function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** Looks into the shared outbox from the test's own connection. */
export class OutboxProbe {
  constructor(private readonly sql: Client) {}

  /** Unsent emails claimed by `server` (claims name the sender's process id). */
  async unsentClaimedBy(server: RunningServer): Promise<string[]> {
    const { rows } = await this.sql.query<{ id: string }>(
      'select id from email_outbox where sent_at is null and claimed_by like $1',
      [`%:${server.process.pid}:%`],
    );
    return rows.map((row) => row.id);
  }

  /** Every sender that holds a claim right now. */
  async claimants(): Promise<string[]> {
    const { rows } = await this.sql.query<{ claimed_by: string }>(
      'select distinct claimed_by from email_outbox where claimed_by is not null',
    );
    return rows.map((row) => row.claimed_by);
  }

  async waitUntilAllSent(timeoutMs: number): Promise<void> {
    await expect
      .poll(
        async () => {
          const { rows } = await this.sql.query<{ count: string }>(
            "select count(*) from email_outbox where sent_at is null and kind <> 'booking.reminder'",
          );
          return Number(rows[0]!.count);
        },
        { timeout: timeoutMs, interval: 250 },
      )
      .toBe(0);
  }
}
