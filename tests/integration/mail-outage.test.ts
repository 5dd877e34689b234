import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, isNotNull, isNull, ne } from 'drizzle-orm';
import { bookStrategySession } from '@/features/booking/server/booking-service';
import { offeredSlots } from '@/features/booking/server/slots-service';
import { emailOutbox } from '@/server/db/schema';
import { startOutboxSender } from '@/server/mail/outbox-sender';
import { smtpTransport, type MailTransport } from '@/server/mail/transport';
import { createTestDatabase, type TestDatabase } from '../api/support/test-database';
import { TestMailServer } from '../support/mail-server';

// The mail server goes down while visitors keep booking, then comes back with one address it
// refuses for good. The outage lasts MAIL_OUTAGE_SECONDS (4 by default; 600 is the ten-minute
// case, with a matching --testTimeout). Figures are printed as `[mail-outage] …` lines.
const OUTAGE_MS = Number(process.env.MAIL_OUTAGE_SECONDS ?? 4) * 1_000;
const RATE_PER_MINUTE = 600;
const REFUSED = 'refused@example.com';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const figure = (line: string) => console.log(`[mail-outage] ${line}`);

// Counts every handover the outbox tries, and when each accepted one was accepted.
function counted(transport: MailTransport) {
  const log = { attempts: 0, acceptedAt: [] as number[] };
  const wrapped: MailTransport = {
    description: transport.description,
    close: () => transport.close?.(),
    async send(message) {
      log.attempts += 1;
      await transport.send(message);
      log.acceptedAt.push(Date.now());
    },
  };
  return { wrapped, log };
}

describe('a long mail outage under booking load', { timeout: OUTAGE_MS + 120_000 }, () => {
  let database: TestDatabase;
  const mail = new TestMailServer();
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await mail.start();
  });
  afterAll(async () => {
    await mail.stop();
    await database.cleanup();
  });

  const unsentDue = () =>
    db().$count(
      emailOutbox,
      and(
        isNull(emailOutbox.sentAt),
        isNull(emailOutbox.refusedAt),
        ne(emailOutbox.kind, 'booking.reminder'),
      ),
    );

  it('loses nothing, sends nothing twice, drains at a bounded rate, and lets one refusal hold back no one', async () => {
    const port = mail.port;
    await mail.stop();
    const { wrapped, log } = counted(smtpTransport(`smtp://127.0.0.1:${port}`));
    const sender = startOutboxSender({
      db: db(),
      transport: wrapped,
      pollIntervalMs: 200,
      ratePerMinute: RATE_PER_MINUTE,
      // Probes grow to a twentieth of the outage (the server's own limit is a minute).
      probeDelayMs: { first: 250, max: Math.min(60_000, Math.max(1_000, OUTAGE_MS / 20)) },
      policy: { baseDelayMs: 500, maxDelayMs: 2_000 },
      log: { info() {}, warn() {} },
    });
    const context = {
      locale: 'en' as const,
      siteUrl: 'https://marlowe.test',
      studioEmail: 'studio@marlowe.test',
    };

    // Visitors book all through the outage; every booking is stored and answered.
    const started = Date.now();
    const slots = await offeredSlots(db(), new Date());
    let booked = 0;
    for (const slot of slots) {
      if (Date.now() - started > OUTAGE_MS) break;
      const outcome = await bookStrategySession(
        db(),
        {
          firstName: 'Patient',
          lastName: 'Visitor',
          email: booked === 0 ? REFUSED : `visitor-${booked}@example.com`,
          challenges: 'The mail server is down.',
          goals: 'Hear back once it is up.',
          locale: 'en',
          timeZone: 'America/New_York',
          timeSlot: slot.start.toISOString(),
        },
        { ...context, now: new Date() },
      );
      expect(outcome.kind).toBe('created');
      booked += 1;
      sender.wake();
      await pause(Math.max(20, OUTAGE_MS / Math.min(slots.length, 60)));
    }
    await pause(Math.max(0, OUTAGE_MS - (Date.now() - started)));
    const attemptsDuringOutage = log.attempts;
    const emails = await unsentDue();
    expect(emails).toBe(booked * 2);
    // One probe at a time while the server is down, not one try per email.
    expect(attemptsDuringOutage).toBeLessThan(emails);

    mail.refusals.set(REFUSED, 550);
    await mail.start(port);
    const back = Date.now();
    const deadline = back + 60_000 + (emails * 60_000) / RATE_PER_MINUTE;
    while ((await unsentDue()) > 0 && Date.now() < deadline) await pause(100);
    const drained = Date.now() - back;
    await sender.stop();

    expect(await unsentDue()).toBe(0);
    const refused = await db().select().from(emailOutbox).where(isNotNull(emailOutbox.refusedAt));
    expect(refused.map((row) => row.message.to)).toEqual([REFUSED]);
    // Every other email arrived exactly once.
    expect(mail.messageIds).toHaveLength(emails - 1);
    expect(new Set(mail.messageIds).size).toBe(emails - 1);

    // Never more than a second's worth in any second, after the first.
    const perSecond = RATE_PER_MINUTE / 60;
    const busiest = Math.max(
      ...log.acceptedAt.map((at) => log.acceptedAt.filter((t) => t >= at && t < at + 1_000).length),
    );
    expect(busiest).toBeLessThanOrEqual(2 * perSecond);
    figure(
      `${booked} bookings during a ${OUTAGE_MS / 1000} s outage: ${emails} emails, ${attemptsDuringOutage} handovers tried while down; ` +
        `drained in ${drained} ms after the server came back (busiest second: ${busiest}, limit ${perSecond}/s); 1 refused for good, ${mail.messageIds.length} delivered once each`,
    );
  });
});
