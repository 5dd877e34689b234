import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { advisoryLockKeys } from '@/server/db/advisory-lock';
import { spawnNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../../api/support/test-database';
import { TestMailServer } from '../../support/mail-server';
import { cleanUpServerPool } from './support/server-pool';
import { countBy, messageIdOf, OutboxProbe } from './support/outbox-probe';
import {
  bookingRequest,
  connectionRefused,
  nextAddress,
  openSlots,
  postJson,
  slowPost,
  subscriptionRequest,
  watchUntilHealthy,
  type Answer,
} from './support/visitors';

const SERVERS = 3;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Three production servers started at the same moment on a fresh PostgreSQL database, with a
 * mail server in this process: what one server promises, all of them together keep. Figures
 * are printed as `[multi-server] …` lines.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('three servers on one PostgreSQL database', () => {
  let database: EmptyPostgresDatabase;
  let sql: Client;
  let outbox: OutboxProbe;
  const mail = new TestMailServer();
  const dataDirs: string[] = [];
  let servers: RunningServer[] = [];
  let healthSeen: string[][] = [];
  let slots: string[] = [];
  const figure = (line: string) => console.log(`[multi-server] ${line}`);

  const alive = () => servers.filter((server) => server.process.exitCode === null);
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    outbox = new OutboxProbe(sql);
    await mail.start();
    // The test holds the retention lock while the servers start: each must find it taken and
    // leave the sweep to whoever holds it.
    await sql.query('select pg_advisory_lock($1)', [advisoryLockKeys.retentionSweep]);

    for (let index = 0; index < SERVERS; index += 1) {
      dataDirs.push(await mkdtemp(path.join(os.tmpdir(), `marlowe-server-${index}-`)));
    }
    const started = Date.now();
    servers = await Promise.all(
      dataDirs.map((dataDir) =>
        spawnNextServer({
          DATABASE_URL: database.url,
          SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
          TRUST_PROXY: 'true',
          DATA_DIR: dataDir,
        }),
      ),
    );
    healthSeen = await Promise.all(servers.map((server) => watchUntilHealthy(server)));
    figure(`all ${SERVERS} servers healthy ${Date.now() - started} ms after they were started`);
    await sql.query('select pg_advisory_unlock($1)', [advisoryLockKeys.retentionSweep]);
  });

  cleanUpServerPool({
    servers: () => servers,
    mail,
    sql: () => sql,
    database: () => database,
    dataDirs,
  });

  it('all start together on a fresh database, answering 503 until ready, never an error', async () => {
    for (const [index, seen] of healthSeen.entries()) {
      figure(`server ${index} health while starting: ${seen.join(' → ')}`);
      expect(seen.at(-1)).toBe('200 ok');
      // Before it is ready: not listening yet, or 503 (starting; or a database slow to answer).
      for (const answer of seen.slice(0, -1)) {
        expect(answer).toMatch(/^(refused|503 (starting|database-unreachable))$/);
      }
    }
    for (const server of servers) expect(server.output()).not.toMatch(/Start-up failed|Error/);
    const waited = servers.filter((server) =>
      server.output().includes('Waiting for another server to finish migrating'),
    );
    figure(`${waited.length} of ${SERVERS} servers waited for another to finish migrating`);
    const journal = JSON.parse(
      await readFile(path.join(process.cwd(), 'drizzle', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const { rows } = await sql.query('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(rows[0].count)).toBe(journal.entries.length);
  });

  it('never sweeps for retention on two servers at once', () => {
    // Each server found the sweep under way elsewhere (the test held its lock) and skipped it.
    for (const server of servers) {
      expect(server.output()).toContain('Retention: another server is sweeping right now');
    }
  });

  it('gives one slot to exactly one of 40 visitors spread over the servers', async () => {
    slots = await openSlots(servers[0]!.url);
    const [slot] = slots.splice(0, 1);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, visitor) =>
        postJson(
          servers[visitor % SERVERS]!.url,
          '/api/book-strategy-session',
          bookingRequest(slot!, `racer-${visitor}@example.com`),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    figure(
      `40 bookings of one slot: ${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 409).length} × 409`,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    const { rows } = await sql.query('select count(*) from bookings where slot_start = $1', [slot]);
    expect(Number(rows[0].count)).toBe(1);
  });

  it('sends every email exactly once, whichever server claims it', async () => {
    mail.delayMs = 100;
    const requests = [
      ...slots.splice(0, 12).map((slot, index) => ({
        path: '/api/book-strategy-session',
        body: bookingRequest(slot, `once-${index}@example.com`),
      })),
      ...Array.from({ length: 12 }, (_, index) => ({
        path: '/api/email-subscription',
        body: subscriptionRequest(`reader-${index}@example.com`),
      })),
    ];
    // Which servers hold claims while the emails go out.
    const claimants = new Set<string>();
    let sendingDone = false;
    const sampling = (async () => {
      while (!sendingDone) {
        (await outbox.claimants()).forEach((claimant) => claimants.add(claimant));
        await pause(50);
      }
    })();
    const answers = await Promise.all(
      requests.map((request, index) =>
        postJson(servers[index % SERVERS]!.url, request.path, request.body),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(requests.map(() => 201));
    await outbox.waitUntilAllSent(60_000).finally(() => (sendingDone = true));
    await sampling;

    // Reminders wait for their moment; each server's start also mails the studio a desk link.
    const { rows } = await sql.query<{ id: string }>(
      "select id from email_outbox where kind not in ('booking.reminder', 'studio.invite')",
    );
    const { rows: sent } = await sql.query<{ id: string }>(
      'select id from email_outbox where sent_at is not null',
    );
    const delivered = countBy(mail.messageIds);
    figure(
      `${rows.length} emails, ${mail.messageIds.length} deliveries; claims held by ${claimants.size} servers while sending`,
    );
    expect(rows).toHaveLength(2 * 13 + 12);
    for (const row of sent) expect(delivered.get(messageIdOf(row.id))).toBe(1);
    expect(sent.map((row) => row.id)).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
    expect(mail.messageIds).toHaveLength(sent.length);
    expect(claimants.size).toBeGreaterThan(1);
  });

  it("counts a client's requests on every server toward one rate limit", async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    // The booking limit is 20 an hour; invalid bodies are counted before they are read.
    for (let request = 0; request < 24; request += 1) {
      const answer = await postJson(
        servers[request % SERVERS]!.url,
        '/api/book-strategy-session',
        {},
        address,
      );
      statuses.push(answer.status);
    }
    figure(`one client, 24 requests over ${SERVERS} servers: ${statuses.join(' ')}`);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(4).fill(429));
  });

  it('loses nothing when a server is killed mid-load; the others send its claimed emails', async () => {
    mail.delayMs = 150;
    const doomed = servers[2]!;
    const queue = slots.splice(0, 24);
    const acknowledged: { id: string; email: string }[] = [];
    let killedAt = 0;
    let unanswered = 0;

    const stream = async (first: number) => {
      for (let turn = first, slot = queue.shift(); slot; slot = queue.shift(), turn += 1) {
        const email = `survivor-${Date.parse(slot)}@example.com`;
        // A request the dead server never answered goes to the next server, as a proxy would.
        for (let attempt = 0; attempt < SERVERS; attempt += 1) {
          const server = servers[(turn + attempt) % SERVERS]!;
          const answer: Answer | undefined = await postJson(
            server.url,
            '/api/book-strategy-session',
            bookingRequest(slot, email),
          ).catch(() => undefined);
          if (!answer) {
            unanswered += 1;
            continue;
          }
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 201 || answer.status === 200) {
            acknowledged.push({ id: (answer.body.booking as { id: string }).id, email });
          }
          break;
        }
      }
    };
    const streams = Array.from({ length: 6 }, (_, index) => stream(index));

    // Kill it once it holds claims on emails it has not sent yet.
    let stranded: string[] = [];
    for (let round = 0; round < 400 && stranded.length === 0; round += 1) {
      if (acknowledged.length >= 6) stranded = await outbox.unsentClaimedBy(doomed);
      if (stranded.length === 0) await pause(25);
    }
    await doomed.stop('SIGKILL');
    killedAt = Date.now();
    const acknowledgedBeforeKill = acknowledged.length;
    stranded = await outbox.unsentClaimedBy(doomed);
    await Promise.all(streams);
    expect(stranded.length).toBeGreaterThan(0);
    // The load went on after the kill.
    expect(acknowledged.length).toBeGreaterThan(acknowledgedBeforeKill);

    // Every acknowledged booking is stored, and every email of every stored booking goes out.
    const { rows: stored } = await sql.query<{ id: string }>(
      'select id from bookings where id = any($1)',
      [acknowledged.map((booking) => booking.id)],
    );
    expect(stored).toHaveLength(acknowledged.length);
    await outbox.waitUntilAllSent(60_000);

    const { rows: emails } = await sql.query<{ id: string; sent_at: Date }>(
      "select id, sent_at from email_outbox where kind <> 'booking.reminder'",
    );
    const delivered = countBy(mail.messageIds);
    for (const email of emails)
      expect(delivered.get(messageIdOf(email.id)) ?? 0).toBeGreaterThan(0);
    // At most the one email the dead server was handing over at the kill may arrive twice.
    const repeated = [...delivered].filter(([, count]) => count > 1).map(([id]) => id);
    expect(repeated.length).toBeLessThanOrEqual(1);
    const sentAt = new Map(emails.map((email) => [email.id, email.sent_at.getTime()]));
    for (const id of stranded) expect(sentAt.get(id)).toBeGreaterThan(killedAt);
    figure(
      `kill -9 after ${acknowledgedBeforeKill} of ${acknowledged.length} acknowledged bookings (${unanswered} requests unanswered, sent again to another server): ` +
        `${stranded.length} emails stranded in its claims, all sent by the others within ${Math.max(...stranded.map((id) => sentAt.get(id)!)) - killedAt} ms; ${repeated.length} sent twice`,
    );
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
  });

  it('on SIGTERM finishes its requests and the email it is sending, gives back its claims, and exits within 10 s', async () => {
    mail.delayMs = 1_500;
    const [survivor, stopping] = alive() as [RunningServer, RunningServer];
    for (let index = 0; index < 4; index += 1) {
      const answer = await postJson(
        stopping.url,
        '/api/email-subscription',
        subscriptionRequest(`last-${index}@example.com`),
      );
      expect(answer.status).toBe(201);
    }
    // Wait until it is handing an email to the mail server (paced, it claims one at a time).
    let held: string[] = [];
    let sending: string | undefined;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      held = await outbox.unsentClaimedBy(stopping);
      sending = held.find((id) => mail.inProgress.has(messageIdOf(id)));
      if (sending) break;
      await pause(20);
    }
    expect(sending).toBeDefined();

    const booking = slowPost(
      stopping.url,
      '/api/book-strategy-session',
      bookingRequest(slots.shift()!, 'in-flight@example.com'),
    );
    const subscription = slowPost(
      stopping.url,
      '/api/email-subscription',
      subscriptionRequest('in-flight@example.com'),
    );
    await pause(300);
    const signalled = Date.now();
    stopping.process.kill('SIGTERM');
    await pause(300);
    expect(await connectionRefused(stopping.url)).toBe(true);
    booking.finish();
    subscription.finish();

    const exit = await stopping.exited;
    const stoppedIn = Date.now() - signalled;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedIn).toBeLessThan(10_000);
    expect((await booking.answer).status).toBe(201);
    expect((await subscription.answer).status).toBe(201);
    // The email it was sending went out, once; the rest of its claims are free at once.
    expect(await outbox.unsentClaimedBy(stopping)).toEqual([]);
    const { rows } = await sql.query<{ id: string }>(
      'select id from email_outbox where id = any($1) and sent_at is not null',
      [held],
    );
    expect(rows.map((row) => row.id)).toContain(sending);
    figure(
      `SIGTERM: exited with 0 in ${stoppedIn} ms; finished 2 requests in flight and the email it was sending; gave back ${held.length - rows.length} claims`,
    );

    // The survivor sends what the stopped server gave back, each email once.
    await outbox.waitUntilAllSent(30_000);
    const delivered = countBy(mail.messageIds);
    for (const id of held) expect(delivered.get(messageIdOf(id))).toBe(1);
    expect(survivor.process.exitCode).toBeNull();
  });
});
