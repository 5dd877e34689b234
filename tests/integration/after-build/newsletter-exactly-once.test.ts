import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { launchArticles } from '../../support/launch-articles';
import { spawnNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../../api/support/test-database';
import { TestMailServer } from '../../support/mail-server';
import { cleanUpServerPool } from './support/server-pool';
import { countBy, messageIdOf } from './support/outbox-probe';

const RECIPIENTS = 500;
// Fast enough to finish in seconds, slow enough that a send is still going when it is killed.
const RATE = '1200';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const run = promisify(execFile);

/**
 * One issue to 500 confirmed subscribers, sent by production servers on one PostgreSQL database
 * to a mail server that counts what it receives: each subscriber gets it once, whether two
 * servers share the send or the only one sending is killed with SIGKILL and started again.
 * Figures are printed as `[newsletter] …` lines.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a newsletter send, exactly once', () => {
  let database: EmptyPostgresDatabase;
  let sql: Client;
  const mail = new TestMailServer();
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  const [first, second] = launchArticles().map((article) => article.slug);
  const figure = (line: string) => console.log(`[newsletter] ${line}`);

  const startServer = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-newsletter-'));
    dataDirs.push(dataDir);
    const server = await spawnNextServer({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      MAIL_RATE: RATE,
      DATA_DIR: dataDir,
    });
    servers.push(server);
    await server.ready();
    return server;
  };

  // The command line queues the issue; the running servers send it.
  const send = async (slug: string) => {
    const { stdout } = await run(
      path.join(process.cwd(), 'node_modules', '.bin', 'tsx'),
      ['scripts/ops/newsletter.ts', 'send', slug, '--yes'],
      { env: { ...process.env, DATABASE_URL: database.url, NEWSLETTER_RATE: RATE } },
    );
    expect(stdout).toContain(`for ${RECIPIENTS} subscribers`);
    const { rows } = await sql.query<{ outbox_id: string }>(
      `select d.outbox_id from newsletter_deliveries d
         join newsletter_sends s on s.id = d.send_id where s.article = $1`,
      [slug],
    );
    return rows.map((row) => row.outbox_id);
  };

  const delivered = async (ids: string[]) => {
    const { rows } = await sql.query<{ count: string }>(
      'select count(*) from email_outbox where id = any($1) and sent_at is not null',
      [ids],
    );
    return Number(rows[0]!.count);
  };

  const waitUntilDelivered = (ids: string[], timeout: number) =>
    expect.poll(() => delivered(ids), { timeout, interval: 250 }).toBe(ids.length);

  // Each email of the send reached the mail server once; returns how many came twice.
  async function expectEachOnce(slug: string, ids: string[], allowedRepeats = 0) {
    const counts = countBy(mail.messageIds);
    const missing = ids.filter((id) => !counts.get(messageIdOf(id)));
    const repeated = ids.filter((id) => (counts.get(messageIdOf(id)) ?? 0) > 1);
    expect(missing).toEqual([]);
    expect(repeated.length).toBeLessThanOrEqual(allowedRepeats);
    const { rows } = await sql.query<{ status: string; count: string }>(
      `select d.status, count(*) from newsletter_deliveries d
         join newsletter_sends s on s.id = d.send_id where s.article = $1 group by d.status`,
      [slug],
    );
    expect(rows.map((row) => [row.status, Number(row.count)])).toEqual([['sent', RECIPIENTS]]);
    const consents = await sql.query<{ count: string }>(
      "select count(*) from newsletter_consents where action = 'issue' and article = $1",
      [slug],
    );
    expect(Number(consents.rows[0]!.count)).toBe(RECIPIENTS);
    return repeated.length;
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    await mail.start();
    await startServer();
    await startServer();
    const now = new Date();
    await sql.query(
      `insert into newsletter_subscribers
         (email, locale, status, confirmed_at, unsubscribe_token, created_at, updated_at)
       select 'reader-' || n || '@example.com', case when n % 3 = 0 then 'es' else 'en' end,
              'confirmed', $1, $2 || n, $1, $1
         from generate_series(1, $3::int) as n`,
      [now, `token-${randomUUID()}-`, RECIPIENTS],
    );
  });

  cleanUpServerPool({
    servers: () => servers,
    mail,
    sql: () => sql,
    database: () => database,
    dataDirs,
  });

  it('mails each of 500 subscribers once when two servers share the send', async () => {
    mail.delayMs = 5;
    const claimants = new Set<string>();
    const started = Date.now();
    const ids = await send(first!);
    expect(ids).toHaveLength(RECIPIENTS);
    let sending = true;
    const sampling = (async () => {
      while (sending) {
        const { rows } = await sql.query<{ claimed_by: string }>(
          'select distinct claimed_by from email_outbox where claimed_by is not null and id = any($1)',
          [ids],
        );
        rows.forEach((row) => claimants.add(row.claimed_by.split(':').slice(0, 2).join(':')));
        await pause(50);
      }
    })();
    await waitUntilDelivered(ids, 120_000).finally(() => (sending = false));
    await sampling;
    const repeats = await expectEachOnce(first!, ids);
    figure(
      `two servers: ${RECIPIENTS} subscribers, ${mail.messageIds.length} deliveries in ${Date.now() - started} ms, ` +
        `claims held by ${claimants.size} senders, ${repeats} sent twice`,
    );
    expect(claimants.size).toBe(2);
  });

  it('mails each of 500 once when the only sender is killed mid-send and started again', async () => {
    mail.delayMs = 5;
    mail.messageIds = [];
    const [, stopping] = servers as [RunningServer, RunningServer];
    await stopping.stop('SIGTERM');
    const doomed = servers[0]!;
    const ids = await send(second!);
    await expect
      .poll(() => delivered(ids), { timeout: 60_000, interval: 50 })
      .toBeGreaterThanOrEqual(100);
    await doomed.stop('SIGKILL');
    const atKill = await delivered(ids);
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Nobody sends while no server runs: the send waits, it does not finish or vanish.
    await pause(2_000);
    expect(await delivered(ids)).toBe(atKill);
    expect(atKill).toBeLessThan(RECIPIENTS);

    const restarted = Date.now();
    await startServer();
    await waitUntilDelivered(ids, 120_000);
    // The email being handed over at the kill may reach the mail server twice, with the same
    // Message-ID, which the receiving side folds into one.
    const repeats = await expectEachOnce(second!, ids, 1);
    figure(
      `kill -9 after ${atKill} of ${RECIPIENTS}; a restarted server sent the other ${RECIPIENTS - atKill} ` +
        `in ${Date.now() - restarted} ms (start included); ${repeats} sent twice`,
    );
  });
});
