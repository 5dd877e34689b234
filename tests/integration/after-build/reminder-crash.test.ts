import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../../api/support/test-database';
import { countBy, messageIdOf } from './support/outbox-probe';
import { bookingRequest, openSlots, postJson, watchUntilHealthy } from './support/visitors';

const HOUR = 3_600_000;
const MEETING = 'https://meet.example.com/marlowe-studio';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const textOf = async (raw: Buffer) => (await PostalMime.parse(raw)).text ?? '';

/**
 * A mail server that can refuse a visitor's emails for a while (451) or hold their senders before
 * they hand the message over, and notes when it accepted each one.
 */
class GatedMailServer {
  mode: 'accept' | 'refuse' | 'hold' = 'accept';
  accepted: { messageId: string; at: number; raw: Buffer }[] = [];
  refusals = 0;
  port = 0;
  private held: (() => void)[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Only the visitors' addresses are gated: the studio's own emails (an enrollment link at every
    // start) go through whatever the mode.
    onRcptTo: (address, _session, callback) => {
      if (this.mode === 'accept' || !address.address.startsWith('reminded-')) return callback();
      if (this.mode === 'hold') return void this.held.push(() => callback());
      this.refusals += 1;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw.toString('latin1'))?.[1] ?? '';
        this.accepted.push({ messageId, at: Date.now(), raw });
        callback();
      });
    },
  });

  constructor() {
    // A held sender killed meanwhile leaves a dead connection behind.
    this.server.on('error', () => undefined);
  }

  get holding() {
    return this.held.length;
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  /** Lets every held sender go on (those whose connection died meanwhile have nothing to send). */
  release() {
    this.mode = 'accept';
    for (const resume of this.held.splice(0)) {
      try {
        resume();
      } catch {
        // Its sender is gone.
      }
    }
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Against the production build, two servers on one PostgreSQL database: the reminders written
 * with each booking go out once each, never before their time, through a refusal and a kill -9
 * of the server that was sending them. The reminders' moment is brought forward in the database,
 * as the clock would bring it. Figures are printed as `[reminders] …` lines.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('reminders through crashes', () => {
  let database: EmptyPostgresDatabase;
  let sql: Client;
  const mail = new GatedMailServer();
  const dataDirs: string[] = [];
  const servers: RunningServer[] = [];
  const booked: { id: string; email: string }[] = [];
  const figure = (line: string) => console.log(`[reminders] ${line}`);

  const start = async (index: number) => {
    const server = await spawnNextServer({
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDirs[index],
      STUDIO_MEETING_URL: MEETING,
    });
    await watchUntilHealthy(server);
    servers[index] = server;
    return server;
  };

  async function sentBookingEmails() {
    const { rows } = await sql.query<{ count: number }>(
      `select count(*)::int as count from email_outbox where kind like 'booking.%' and sent_at is not null`,
    );
    return rows[0]!.count;
  }

  async function reminders() {
    const { rows } = await sql.query<{
      id: string;
      booking: string;
      next_attempt_at: Date;
      sent_at: Date | null;
      attempts: number;
      claimed_by: string | null;
    }>(
      `select id, substring(reference from 19) as booking, next_attempt_at, sent_at, attempts, claimed_by
         from email_outbox where kind = 'booking.reminder' order by next_attempt_at`,
    );
    return rows;
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    await mail.start();
    for (let index = 0; index < 2; index += 1) {
      dataDirs.push(await mkdtemp(path.join(os.tmpdir(), `marlowe-reminders-${index}-`)));
    }
    await Promise.all([start(0), start(1)]);
  });

  afterEach(({ task }) => {
    if (task.result?.state !== 'fail') return;
    servers.forEach((server, index) => console.log(`--- server ${index}:\n${server.output()}`));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    mail.release();
    await mail.stop();
    await sql?.end();
    await database?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('writes two reminders with each booking, and plans a moved one’s anew', async () => {
    const slots = await openSlots(servers[0]!.url);
    for (const [index, slot] of slots.slice(0, 4).entries()) {
      const email = `reminded-${index}@example.com`;
      const answer = await postJson(servers[index % 2]!.url, '/api/book-strategy-session', {
        ...bookingRequest(slot, email),
        locale: index === 1 ? 'es' : 'en',
      });
      expect(answer.status).toBe(201);
      booked.push({ id: (answer.body.booking as { id: string }).id, email });
    }
    // The visitor moves the first one with the link their confirmation carries.
    await expect.poll(sentBookingEmails, { timeout: 30_000 }).toBe(8);
    const texts = await Promise.all(mail.accepted.map((message) => textOf(message.raw)));
    const confirmation = texts.find(
      (text) => text.startsWith('Hi Scale,') && text.includes('token='),
    )!;
    const target = slots.at(-1)!;
    const moved = await postJson(servers[1]!.url, '/api/booking/reschedule', {
      token: /reschedule\?token=([\w-]+)/.exec(confirmation)![1],
      start: target,
    });
    expect(moved.status).toBe(200);
    await expect.poll(sentBookingEmails, { timeout: 30_000 }).toBe(10);

    const { rows: starts } = await sql.query<{ id: string; slot_start: Date }>(
      'select id, slot_start from bookings',
    );
    const startOf = new Map(starts.map((row) => [row.id, row.slot_start.getTime()]));
    const planned = await reminders();
    expect(planned).toHaveLength(2 * booked.length);
    for (const { id } of booked) {
      const offsets = planned
        .filter((row) => row.booking === id)
        .map((row) => (startOf.get(id)! - row.next_attempt_at.getTime()) / HOUR);
      expect(offsets, id).toEqual([24, 1]);
    }
    expect(startOf.get(booked[0]!.id)).toBe(Date.parse(target));
  });

  it('sends each once, never early, through a refusal and a kill -9 of the sender', async () => {
    // A kill long before reminder time loses nothing: the reminders are in the database.
    await servers[0]!.stop('SIGKILL');
    await start(0);

    // Reminder time comes, a few seconds from now, a little apart for each.
    mail.mode = 'refuse';
    const due = new Map<string, number>();
    const firstDue = Date.now() + 6_000;
    for (const [index, row] of (await reminders()).entries()) {
      const at = firstDue + index * 250;
      await sql.query('update email_outbox set next_attempt_at = $1 where id = $2', [
        new Date(at),
        row.id,
      ]);
      due.set(row.id, at);
    }
    // Never early: nothing is tried before its time, though both servers poll meanwhile.
    await pause(firstDue - Date.now() - 300);
    expect(mail.refusals).toBe(0);
    expect((await reminders()).every((row) => row.attempts === 0)).toBe(true);

    // The mail server refuses the first attempts: they are put off like any email's.
    await expect
      .poll(async () => (await reminders()).filter((row) => row.attempts > 0).length, {
        timeout: 30_000,
      })
      .toBe(due.size);
    for (const row of await reminders()) expect(row.sent_at).toBeNull();
    const reminderIds = new Set([...due.keys()].map(messageIdOf));
    expect(mail.accepted.filter((message) => reminderIds.has(message.messageId))).toEqual([]);

    // On the retry, whoever claims them is held before handing one over, and killed there.
    mail.mode = 'hold';
    await expect.poll(() => mail.holding, { timeout: 60_000 }).toBeGreaterThan(0);
    const claimants = new Set((await reminders()).map((row) => row.claimed_by).filter(Boolean));
    const doomed = servers.filter((server) =>
      [...claimants].some((claimant) => claimant!.includes(`:${server.process.pid}:`)),
    );
    expect(doomed.length).toBeGreaterThan(0);
    const stranded = (await reminders()).filter((row) => row.claimed_by && !row.sent_at).length;
    await Promise.all(doomed.map((server) => server.stop('SIGKILL')));
    const killedAt = Date.now();
    if (doomed.length === servers.length) await start(0);
    mail.release();

    // A survivor sends them once the dead server's claims lapse.
    await expect
      .poll(async () => (await reminders()).filter((row) => !row.sent_at).length, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(0);
    const sent = await reminders();
    const deliveries = countBy(mail.accepted.map((message) => message.messageId));
    for (const row of sent) {
      expect(deliveries.get(messageIdOf(row.id)), row.id).toBe(1);
      const accepted = mail.accepted.find((message) => message.messageId === messageIdOf(row.id))!;
      expect(accepted.at).toBeGreaterThanOrEqual(due.get(row.id)!);
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(await textOf(accepted.raw)).toMatch(
        new RegExp(`(Join the call|Unirse a la llamada): ${MEETING}`),
      );
    }
    figure(
      `${sent.length} reminders: ${mail.refusals} refusals, ${doomed.length} server(s) killed holding ${stranded} claims, ` +
        `all sent once by ${Math.round((Math.max(...mail.accepted.map((m) => m.at)) - killedAt) / 1000)} s after the kill`,
    );
    expect(servers.some((server) => server.process.exitCode === null)).toBe(true);
  });
});
