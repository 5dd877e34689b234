import { readdir, readFile, rm, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, isNotNull, isNull, ne } from 'drizzle-orm';
import { availabilityConfig } from '@/features/booking/config';
import { cancelBooking } from '@/features/booking/server/booking-changes';
import {
  bookStrategySession,
  type BookingContext,
} from '@/features/booking/server/booking-service';
import { offeredSlots } from '@/features/booking/server/slots-service';
import { bookingUid } from '@/features/booking/server/calendar';
import { emailOutbox } from '@/server/db/schema';
import { deliverDueEmails } from '@/server/mail/outbox';
import { releaseClaimsOfDeadSenders } from '@/server/mail/outbox-repository';
import { fileTransport, smtpTransport } from '@/server/mail/transport';
import { createTestDatabase, type TestDatabase } from '../api/support/test-database';
import { TestMailServer } from '../support/mail-server';

const STUDIO = 'studio@marlowe.test';
const hostile = {
  firstName: '<script>alert(1)</script>',
  lastName: 'O\'Brien & "Sons"',
  email: 'visitor@example.com',
  company: '<b>Acme</b> & Co',
  challenges: '<img src=x onerror=alert(1)>\nSecond line',
  goals: 'Grow 20% <em>fast</em>',
  locale: 'es' as 'en' | 'es',
  timeZone: 'Europe/Madrid',
};

function calendarOf(email: Email) {
  const attachment = email.attachments.find((item) => item.mimeType.startsWith('text/calendar'));
  expect(attachment, 'a text/calendar part').toBeTruthy();
  const content =
    typeof attachment!.content === 'string'
      ? attachment!.content
      : new TextDecoder().decode(attachment!.content);
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('booking emails', () => {
  let database: TestDatabase;
  const mail = new TestMailServer();
  let context: BookingContext;
  // The visitor's link token, as only their email holds it.
  let visitorToken: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await mail.start();
    context = {
      now: new Date(),
      locale: 'es',
      siteUrl: 'https://marlowe.test',
      studioEmail: STUDIO,
    };
  });

  afterAll(async () => {
    await mail.stop();
    await database.cleanup();
  });

  async function bookFirstFreeSlot(overrides: Partial<typeof hostile> = {}) {
    const [slot] = await offeredSlots(database.handle.db, context.now);
    const outcome = await bookStrategySession(
      database.handle.db,
      { ...hostile, ...overrides, timeSlot: slot!.start.toISOString() },
      context,
    );
    if (outcome.kind !== 'created') throw new Error(`Booking was ${outcome.kind}`);
    return outcome.booking;
  }

  it('sends the visitor a confirmation with an invitation, and the studio every field, escaped', async () => {
    const booking = await bookFirstFreeSlot();
    const transport = smtpTransport(`smtp://127.0.0.1:${mail.port}`);
    expect(await deliverDueEmails({ db: database.handle.db, transport })).toEqual({
      sent: 2,
      failed: 0,
    });
    const messages = await mail.take();
    const visitor = messages.find((m) => m.to?.[0]?.address === 'visitor@example.com')!;
    const studio = messages.find((m) => m.to?.[0]?.address === STUDIO)!;

    // The visitor's email, in Spanish, with the time in their zone and the studio's.
    expect(visitor.subject).toMatch(/^Su sesión estratégica con Marlowe Creative Studio/);
    const madrid = new Intl.DateTimeFormat('es-US', {
      timeZone: 'Europe/Madrid',
      hour: 'numeric',
      minute: '2-digit',
    }).format(booking.slotStart);
    const newYork = new Intl.DateTimeFormat('es-US', {
      timeZone: availabilityConfig.timeZone,
      hour: 'numeric',
      minute: '2-digit',
    }).format(booking.slotStart);
    expect(visitor.text).toContain(madrid);
    expect(visitor.text).toContain(newYork);
    expect(visitor.text).toMatch(/https:\/\/marlowe\.test\/es\/booking\/cancel\?token=[\w-]{43}/);
    visitorToken = /token=([\w-]{43})/.exec(visitor.text ?? '')![1]!;
    // What the outbox keeps of the emails sent holds no token: only the visitor's copy opens the link.
    const sent = await database.handle.db
      .select()
      .from(emailOutbox)
      .where(isNotNull(emailOutbox.sentAt));
    expect(sent).toHaveLength(2);
    const kept = JSON.stringify(sent);
    expect(kept).not.toContain(visitorToken);
    expect(kept).toContain('cancel?token=removed');
    expect(visitor.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(visitor.html).not.toContain('<script>');

    const invite = calendarOf(visitor);
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: bookingUid(booking),
      status: 'CONFIRMED',
    });
    expect(invite.start.getTime()).toBe(booking.slotStart.getTime());
    expect(invite.end.getTime()).toBe(booking.slotEnd.getTime());

    // The studio's email: every field present, none of them able to inject markup.
    expect(studio.subject).toContain('New strategy session');
    expect(studio.replyTo?.[0]?.address).toBe('visitor@example.com');
    for (const value of [hostile.challenges.split('\n')[1]!, 'Europe/Madrid', booking.id]) {
      expect(studio.text).toContain(value);
    }
    expect(studio.text).toContain(hostile.company);
    expect(studio.html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Co');
    expect(studio.html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>Second line');
    expect(studio.html).toContain('O&#39;Brien &amp; &quot;Sons&quot;');
    expect(studio.html).not.toMatch(/<(script|img|b|em)[\s>]/);
  });

  it('sends a METHOD:CANCEL with the same UID and tells the studio when the visitor cancels', async () => {
    const token = visitorToken;
    const outcome = await cancelBooking(
      database.handle.db,
      { token },
      { ...context, by: 'visitor' },
    );
    expect(outcome.kind).toBe('cancelled');
    const booking = outcome.kind === 'cancelled' ? outcome.booking : undefined;
    // The slot is offered again.
    const offered = await offeredSlots(database.handle.db, context.now);
    expect(offered.map((slot) => slot.start.getTime())).toContain(booking!.slotStart.getTime());

    const transport = smtpTransport(`smtp://127.0.0.1:${mail.port}`);
    expect(await deliverDueEmails({ db: database.handle.db, transport })).toEqual({
      sent: 2,
      failed: 0,
    });
    const messages = await mail.take();
    const visitor = messages.find((m) => m.to?.[0]?.address === 'visitor@example.com')!;
    const studio = messages.find((m) => m.to?.[0]?.address === STUDIO)!;
    expect(visitor.subject).toMatch(/^Cancelada/);
    expect(calendarOf(visitor)).toMatchObject({
      method: 'CANCEL',
      uid: bookingUid(booking!),
      sequence: 1,
      status: 'CANCELLED',
    });
    expect(studio.subject).toMatch(/^Cancelled: strategy session/);

    // A second click changes nothing and sends nothing.
    const cancelAgain = (again: string) =>
      cancelBooking(database.handle.db, { token: again }, { ...context, by: 'visitor' });
    expect((await cancelAgain(token)).kind).toBe('already-cancelled');
    expect((await cancelAgain('not-a-token')).kind).toBe('not-found');
    expect(await deliverDueEmails({ db: database.handle.db, transport })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('keeps the booking when the mail server is down and sends once it is back', async () => {
    const port = mail.port;
    await mail.stop();
    const booking = await bookFirstFreeSlot({ email: 'patient@example.com' });
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const quiet = { info() {}, warn() {} };
    const policy = { baseDelayMs: 1_000, maxDelayMs: 60_000 };

    const first = await deliverDueEmails({ db: database.handle.db, transport, policy, log: quiet });
    expect(first).toEqual({ sent: 0, failed: 2 });
    // Its reminders wait for their own time.
    const pending = await database.handle.db
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), ne(emailOutbox.kind, 'booking.reminder')));
    expect(pending).toHaveLength(2);
    for (const row of pending) {
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    // Not due yet: nothing is tried before the backoff has passed.
    expect(
      await deliverDueEmails({ db: database.handle.db, transport, policy, log: quiet }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });

    await mail.start(port);
    const later = new Date(Date.now() + 2_000);
    const second = await deliverDueEmails({
      db: database.handle.db,
      transport,
      policy,
      now: later,
      log: quiet,
    });
    expect(second).toEqual({ sent: 2, failed: 0 });
    const messages = await mail.take();
    expect(messages.map((m) => m.to?.[0]?.address).sort()).toEqual(['patient@example.com', STUDIO]);
    expect(
      calendarOf(messages.find((m) => m.to?.[0]?.address === 'patient@example.com')!).uid,
    ).toBe(bookingUid(booking));
  });

  it('after a crash, sends at once the emails the dead sender had claimed', async () => {
    await bookFirstFreeSlot({ email: 'claimed@example.com' });
    const { db } = database.handle;
    // A sender claimed both emails and died before sending them.
    await db
      .update(emailOutbox)
      .set({ claimedUntil: new Date(Date.now() + 2 * 60_000) })
      .where(isNull(emailOutbox.sentAt));
    const transport = smtpTransport(`smtp://127.0.0.1:${mail.port}`);
    expect(await deliverDueEmails({ db, transport })).toEqual({ sent: 0, failed: 0 });

    await releaseClaimsOfDeadSenders(db);
    expect(await deliverDueEmails({ db, transport })).toEqual({ sent: 2, failed: 0 });
    const messages = await mail.take();
    expect(messages.map((m) => m.to?.[0]?.address).sort()).toEqual(['claimed@example.com', STUDIO]);
  });

  it('writes real .eml files to the outbox folder when there is no mail server', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-outbox-'));
    try {
      const booking = await bookFirstFreeSlot({ email: 'files@example.com', locale: 'en' });
      expect(
        await deliverDueEmails({ db: database.handle.db, transport: fileTransport(folder) }),
      ).toEqual({
        sent: 2,
        failed: 0,
      });
      const files = (await readdir(folder)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const parsed = await Promise.all(
        files.map(async (name) => PostalMime.parse(await readFile(path.join(folder, name)))),
      );
      const visitor = parsed.find((m) => m.to?.[0]?.address === 'files@example.com')!;
      expect(visitor.subject).toMatch(/^Your strategy session with Marlowe Creative Studio/);
      expect(visitor.from?.address).toBe('hello@marlowe.studio');
      expect(calendarOf(visitor).start.getTime()).toBe(booking.slotStart.getTime());
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
