import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db/schema';
import { deliverDueEmails } from '@/server/mail/outbox';
import { enqueueEmail, outboxBacklog } from '@/server/mail/outbox-repository';
import type { MailTransport } from '@/server/mail/transport';
import { siteMetrics } from '@/server/metrics/registry';
import { countFailure, measureRuntime } from '@/server/metrics/runtime-gauges';
import { backends, databaseForSuite } from './support/test-database';

const MINUTE = 60_000;
const quiet = { info: () => undefined, warn: () => undefined };

async function sample(name: string, labels: Record<string, string> = {}) {
  const metric = (await siteMetrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
  const values = (metric?.values ?? []) as { value: number; labels: Record<string, unknown> }[];
  return values.find((value) =>
    Object.entries(labels).every(([key, expected]) => value.labels[key] === expected),
  )?.value;
}

const email = (to: string) => ({ to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

describe.each(backends.both)('the runtime metrics on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;

  it('show the outbox filling and draining, and emails refused for good', async () => {
    const backups: { newest?: Date } = {};
    const runtime = measureRuntime({
      outboxBacklog: (now) => outboxBacklog(db(), now),
      newestBackupAt: async () => backups.newest,
    });
    const now = Date.now();
    for (const to of ['a@example.com', 'b@example.com', 'refuse@example.com']) {
      await enqueueEmail(db(), 'metrics.test', email(to), { sendAt: new Date(now - 5 * MINUTE) });
    }
    // Scheduled for later: not due, not in the depth.
    await enqueueEmail(db(), 'metrics.test', email('later@example.com'), {
      sendAt: new Date(now + 60 * MINUTE),
    });
    await runtime.sample();
    expect(await sample('marlowe_outbox_depth', { kind: 'metrics.test' })).toBe(3);
    expect(await sample('marlowe_outbox_oldest_unsent_seconds')).toBeGreaterThanOrEqual(300);
    expect(await sample('marlowe_backup_age_seconds')).toBe(Infinity);

    const refusedBefore =
      (await sample('marlowe_emails_refused_total', { kind: 'metrics.test' })) ?? 0;
    const transport: MailTransport = {
      description: 'test',
      async send(message) {
        if (message.to !== 'refuse@example.com') return;
        throw Object.assign(new Error('550 No such user'), {
          command: 'RCPT TO',
          responseCode: 550,
          permanent: true,
        });
      },
    };
    expect(await deliverDueEmails({ db: db(), transport, log: quiet })).toEqual({
      sent: 2,
      failed: 1,
    });
    await runtime.sample();
    expect(await sample('marlowe_outbox_depth', { kind: 'metrics.test' })).toBe(0);
    expect(await sample('marlowe_outbox_oldest_unsent_seconds')).toBe(0);
    expect(await sample('marlowe_emails_refused_total', { kind: 'metrics.test' })).toBe(
      refusedBefore + 1,
    );

    backups.newest = new Date(now - 3_600_000);
    expect(await sample('marlowe_backup_age_seconds')).toBeGreaterThanOrEqual(3_600);
    runtime.stop();
    await db().delete(emailOutbox);
  });

  it('count the database errors, and only those', async () => {
    const before = (await sample('marlowe_database_errors_total')) ?? 0;
    const failed = await db()
      .execute(sql`select * from no_such_table`)
      .catch((error: unknown) => error);
    countFailure(failed);
    countFailure(new Error('not the database'));
    expect(await sample('marlowe_database_errors_total')).toBe(before + 1);
  });
});
