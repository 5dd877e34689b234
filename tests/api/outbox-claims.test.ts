import { isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '@/server/db/schema';
import { deliverDueEmails } from '@/server/mail/outbox';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import type { MailTransport, OutgoingEmail } from '@/server/mail/transport';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

const quiet = { info() {}, warn() {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A mail server that counts what each Message-ID received and takes `delayMs` per email;
 * `started` counts the emails it has begun to receive.
 */
function countingTransport(delayMs = 0) {
  const deliveries = new Map<string, number>();
  const transport: MailTransport & { deliveries: Map<string, number>; started: number } = {
    description: 'test',
    deliveries,
    started: 0,
    async send(message: OutgoingEmail) {
      transport.started += 1;
      await pause(delayMs);
      deliveries.set(message.messageId, (deliveries.get(message.messageId) ?? 0) + 1);
    },
  };
  return transport;
}

/**
 * Several servers share the outbox on PostgreSQL: each claims emails before sending them, renews
 * its claims while it works, gives back what it did not send when it stops, and a dead sender's
 * claims lapse so the others send its emails.
 */
describe.each(backends.both)('outbox claims on %s', (backend) => {
  let database: TestDatabase;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });
  afterAll(() => database.cleanup());
  beforeEach(async () => {
    await db().delete(emailOutbox);
  });

  async function enqueue(count: number) {
    for (let index = 0; index < count; index += 1) {
      await enqueueEmail(db(), 'test', {
        to: `reader-${index}@example.com`,
        subject: `Email ${index}`,
        text: 'Hello',
        html: '<p>Hello</p>',
      });
    }
    // The database stamps an email due at microseconds, a sender's clock counts milliseconds:
    // an email stored in the sender's current millisecond is due at its next poll, not this one.
    await pause(2);
  }

  async function unsentCount() {
    return (await db().select().from(emailOutbox).where(isNull(emailOutbox.sentAt))).length;
  }

  it('three senders working at once send every email exactly once', async () => {
    await enqueue(45);
    const transport = countingTransport(5);
    // Each sender polls like the server's does, yielding between runs (a loop that never waits
    // on a timer would starve the mail server's, and with it the claim renewals).
    const sender = async (senderId: string) => {
      while ((await unsentCount()) > 0) {
        await deliverDueEmails({ db: db(), transport, senderId, batchSize: 4, log: quiet });
        await pause(10);
      }
    };
    await Promise.all(['a', 'b', 'c'].map(sender));
    expect(transport.deliveries.size).toBe(45);
    expect([...transport.deliveries.values()].every((count) => count === 1)).toBe(true);
  });

  it('renews its claims while a slow mail server keeps it busy', async () => {
    await enqueue(3);
    // Each email takes longer than a claim holds: only renewals keep the other server off them.
    // The margins leave room for a loaded machine, whose timers and queries run late.
    const claimMs = 1_000;
    const slow = countingTransport(1_200);
    const first = deliverDueEmails({ db: db(), transport: slow, senderId: 'slow', claimMs });
    // A poll racing the first claim may rightly take an email the first server skipped while
    // the poll held it, so the second server starts once the first is sending what it claimed.
    while (slow.started === 0) await pause(10);
    // From then on it polls all along; none of the claims may lapse while the first works.
    const other = countingTransport();
    while (slow.deliveries.size < 3) {
      await deliverDueEmails({ db: db(), transport: other, senderId: 'other', claimMs });
      await pause(100);
    }
    expect(await first).toEqual({ sent: 3, failed: 0 });
    expect(other.deliveries.size).toBe(0);
  });

  it('gives back the emails it did not get to when told to stop', async () => {
    await enqueue(5);
    const transport = countingTransport();
    const result = await deliverDueEmails({
      db: db(),
      transport,
      senderId: 'stopping',
      keepGoing: () => transport.deliveries.size < 2,
    });
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(
      await db().select().from(emailOutbox).where(isNotNull(emailOutbox.claimedBy)),
    ).toHaveLength(0);

    // Another server sends the rest at once, without waiting for a claim to lapse.
    const other = countingTransport();
    expect(await deliverDueEmails({ db: db(), transport: other, senderId: 'other' })).toEqual({
      sent: 3,
      failed: 0,
    });
    expect([...other.deliveries.keys()].some((id) => transport.deliveries.has(id))).toBe(false);
  });

  it("sends a dead sender's emails once its claims lapse", async () => {
    await enqueue(2);
    // A sender claimed both emails and was killed: nothing renews its claims any more. The
    // clock is passed in, so the lapse does not depend on how fast this machine runs.
    const claimMs = 20_000;
    const claimedAt = new Date();
    await db()
      .update(emailOutbox)
      .set({ claimedBy: 'dead', claimedUntil: new Date(claimedAt.getTime() + claimMs) });
    const transport = countingTransport();
    const deliverAt = (now: Date) =>
      deliverDueEmails({ db: db(), transport, senderId: 'alive', now });
    expect(await deliverAt(new Date(claimedAt.getTime() + claimMs - 1))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await deliverAt(new Date(claimedAt.getTime() + claimMs + 1))).toEqual({
      sent: 2,
      failed: 0,
    });
  });
});
