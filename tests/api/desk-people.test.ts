import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as erasePreview } from '@/app/api/studio/erase/preview/route';
import { POST as erase } from '@/app/api/studio/erase/route';
import { GET as exportList } from '@/app/api/studio/export/[list]/route';
import { DELETE as removeSubscriber } from '@/app/api/studio/subscribers/[id]/route';
import {
  bookings,
  emailOutbox,
  leadFiles,
  leads,
  newsletterConsents,
  newsletterSubscribers,
  storedFileChunks,
  storedFiles,
  studioActivity,
} from '@/server/db/schema';
import { bookingPool } from './support/desk-bookings';
import { queuedEmail, spreadsheetOf, storedLead, storedSubscriber } from './support/desk-records';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';
import { samples } from './support/uploads';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

describe.each(backends.both)('the desk on people on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const pool = bookingPool(db);
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  it('removes a subscriber with the consent history and the newsletter emails not yet sent', async () => {
    const gone = await storedSubscriber(db(), 'gone@example.com');
    const kept = await storedSubscriber(db(), 'kept@example.com');
    await queuedEmail(db(), 'newsletter.confirmation', 'gone@example.com');
    await queuedEmail(db(), 'newsletter.confirmation', 'kept@example.com');

    const response = await desk.send(removeSubscriber, `/api/studio/subscribers/${gone.id}`, {
      method: 'DELETE',
      params: { id: gone.id },
    });
    expect(response.status).toBe(200);
    const left = await db().select().from(newsletterSubscribers);
    expect(left.map((row) => row.email)).toEqual(['kept@example.com']);
    const consents = await db().select().from(newsletterConsents);
    expect(consents.every((consent) => consent.subscriberId === kept.id)).toBe(true);
    const queued = await db().select().from(emailOutbox);
    expect(queued.map((row) => row.message.to)).toEqual(['kept@example.com']);
    const [logged] = await db()
      .select()
      .from(studioActivity)
      .where(eq(studioActivity.action, 'subscriber.remove'));
    expect(logged).toMatchObject({ sessionId: desk.sessionId, summary: '' });

    const again = await desk.send(removeSubscriber, `/api/studio/subscribers/${gone.id}`, {
      method: 'DELETE',
      params: { id: gone.id },
    });
    expect(again.status).toBe(404);
  });

  it('exports the subscribers as CSV', async () => {
    const response = await desk.send(exportList, '/api/studio/export/subscribers', {
      method: 'GET',
      params: { list: 'subscribers' },
    });
    const { byteOrderMark, header, rows } = await spreadsheetOf(response);
    expect(byteOrderMark).toEqual([0xef, 0xbb, 0xbf]);
    expect(header).toBe(
      '"Email address","Status","First name","Last name","Language","Signed up on","Confirmed on","Unsubscribed on","Signed up through"',
    );
    expect(rows.some((row) => row.startsWith('"kept@example.com","Subscribed"'))).toBe(true);
  });

  it('lists everything of one person, then erases it all and nothing of anyone else', async () => {
    const email = 'Erase.Me@Example.com';
    const other = 'stays@example.com';
    const mine = [
      await pool.book({ email }),
      await pool.book({ email: email.toLowerCase(), locale: 'es' }),
    ];
    const theirs = await pool.book({ email: other });
    const { fileIds } = await storedLead(db(), {
      email: ` ${email.toUpperCase()} `,
      files: [{ name: 'brief.pdf', bytes: samples.pdf, type: 'application/pdf' }],
    });
    const { fileIds: otherFiles } = await storedLead(db(), {
      email: other,
      files: [{ name: 'other.pdf', bytes: samples.pdf, type: 'application/pdf' }],
    });
    await storedSubscriber(db(), email.toLowerCase());
    await storedSubscriber(db(), other);

    const preview = await desk.send(erasePreview, '/api/studio/erase/preview', { body: { email } });
    expect(preview.status).toBe(200);
    const { sections } = (await preview.json()) as {
      sections: { key: string; title: string; items: string[] }[];
    };
    expect(sections.map((section) => section.title)).toEqual([
      '2 bookings',
      '1 lead',
      '1 file sent with a lead',
      'Newsletter subscription',
      expect.stringMatching(/^\d+ emails to or about them, sent or waiting$/),
    ]);
    expect(sections[2]!.items).toEqual([`brief.pdf (${samples.pdf.length} B)`]);
    expect(sections[3]!.items).toEqual(['Subscribed, 2 consent records']);

    const response = await desk.send(erase, '/api/studio/erase', {
      body: { email: email.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).erased).toMatchObject({
      bookings: 2,
      leads: 1,
      files: 1,
      subscriptions: 1,
    });

    const remaining = await db().select().from(bookings);
    expect(remaining.map((row) => row.email)).not.toContain(email);
    expect(remaining.some((row) => row.id === theirs.id)).toBe(true);
    expect(remaining.some((row) => mine.some((booking) => booking.id === row.id))).toBe(false);
    expect((await db().select().from(leads)).map((row) => row.email)).toEqual([other]);
    expect((await db().select().from(storedFiles)).map((row) => row.id)).toEqual(otherFiles);
    expect(await db().$count(storedFileChunks, eq(storedFileChunks.fileId, fileIds[0]!))).toBe(0);
    expect(await db().$count(leadFiles)).toBe(1);
    const subscribers = await db().select().from(newsletterSubscribers);
    expect(subscribers.map((row) => row.email).sort()).toEqual(['kept@example.com', other]);
    const addressed = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        sql`lower(${emailOutbox.message}->>'to') = ${email.toLowerCase()} or lower(${emailOutbox.message}->>'replyTo') = ${email.toLowerCase()}`,
      );
    expect(addressed).toEqual([]);
    expect(
      await db().$count(emailOutbox, sql`${emailOutbox.message}->>'to' = ${other}`),
    ).toBeGreaterThan(0);

    const logged = await db()
      .select()
      .from(studioActivity)
      .where(eq(studioActivity.action, 'person.erase'));
    expect(logged).toEqual([expect.objectContaining({ sessionId: desk.sessionId, summary: '' })]);
    const everyLog = JSON.stringify(await db().select().from(studioActivity)).toLowerCase();
    expect(everyLog).not.toContain('erase.me');

    const after = await desk.send(erasePreview, '/api/studio/erase/preview', { body: { email } });
    expect((await after.json()).sections).toEqual([]);
  });

  it("asks for an email address in the owner's language", async () => {
    const response = await desk.send(erasePreview, '/api/studio/erase/preview?locale=es', {
      body: { email: 'not an address' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: 'Escriba un correo electrónico.' });
  });
});
