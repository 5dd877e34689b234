import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { POST as subscribeRoute } from '@/app/api/email-subscription/route';
import { POST as confirmRoute } from '@/app/api/newsletter/confirm/route';
import { POST as oneClickRoute } from '@/app/api/newsletter/unsubscribe/route';
import { launchArticles } from '../support/launch-articles';
import {
  CONFIRMATION_RESEND_MINUTES,
  CONFIRMATION_VALID_DAYS,
  subscriptionRateLimit,
} from '@/features/newsletter/config';
import {
  confirmSubscription,
  describeConfirmToken,
  describeUnsubscribeToken,
  subscribe,
} from '@/features/newsletter/server/subscriptions';
import { useDatabase } from '@/server/db/connection';
import {
  emailOutbox,
  newsletterConsents,
  newsletterSubscribers,
  type OutboxMessage,
} from '@/server/db/schema';
import { deliverDueEmails } from '@/server/mail/outbox';
import { fileTransport } from '@/server/mail/transport';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';
import { jsonRequest, newClientAddress, SITE } from './support/requests';

const articleSlugs = launchArticles().map((article) => article.slug);

interface Body {
  status?: 'pending' | 'confirmed';
  message: string;
  errors?: Record<string, string>;
}

const reader = { email: 'Grace.Hopper@Example.com', source: 'blogazine', language: 'en' } as const;

async function post(body: unknown, options?: Parameters<typeof jsonRequest>[2]) {
  const response = await subscribeRoute(jsonRequest('/api/email-subscription', body, options));
  return { response, body: (await response.json()) as Body };
}

function oneClick(token: string, client = newClientAddress()) {
  return oneClickRoute(
    new Request(`${SITE}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        [PEER_ADDRESS_HEADER]: client,
      },
      body: 'List-Unsubscribe=One-Click',
    }),
  );
}

describe.each(backends.both)('newsletter API on %s', (backend) => {
  let database: TestDatabase;

  const db = () => database.handle.db;

  async function subscriberRow(email: string) {
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    return row;
  }

  async function consents(email: string) {
    const row = await subscriberRow(email);
    return db()
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, row!.id))
      .orderBy(asc(newsletterConsents.createdAt));
  }

  async function emailsTo(address: string): Promise<OutboxMessage[]> {
    const rows = await db().select().from(emailOutbox).orderBy(asc(emailOutbox.createdAt));
    return rows.map((row) => row.message).filter((message) => message.to === address);
  }

  /** The tokens of the latest confirmation email sent to an address, read from its links. */
  async function linksFor(address: string) {
    const message = (await emailsTo(address)).at(-1)!;
    const confirm = /\/newsletter\/confirm\?token=([\w-]+)/.exec(message.text)![1]!;
    const unsubscribe = /\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(message.text)![1]!;
    return { message, confirm, unsubscribe };
  }

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    useDatabase(database.handle);
  });

  afterAll(async () => {
    useDatabase(undefined);
    await database.cleanup();
  });

  describe('POST /api/email-subscription', () => {
    it('stores a new address once, pending, with its consent record and a confirmation email', async () => {
      const { response, body } = await post(reader);
      expect(response.status).toBe(201);
      expect(body).toEqual({
        status: 'pending',
        message:
          'Thank you! Please check your inbox and confirm your subscription with the link we sent.',
      });

      const row = await subscriberRow('grace.hopper@example.com');
      expect(row).toMatchObject({ status: 'pending', locale: 'en', confirmedAt: null });
      expect(await consents(row!.email)).toMatchObject([
        { action: 'subscribe', source: 'blogazine', locale: 'en', article: null },
      ]);

      const [email] = await emailsTo('grace.hopper@example.com');
      expect(email!.subject).toBe('Please confirm your Blogazine subscription');
      expect(email!.text).toContain(`${SITE}/newsletter/confirm?token=`);
      expect(email!.headers).toEqual({
        'List-Unsubscribe': `<${SITE}/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Only a hash of the confirmation token is stored.
      const { confirm } = await linksFor(row!.email);
      expect(row!.confirmTokenHash).not.toContain(confirm);
    });

    it('treats a repeat as a success: same row, one more consent record, no second email', async () => {
      const { response, body } = await post({ ...reader, email: ' grace.hopper@example.COM ' });
      expect(response.status).toBe(200);
      expect(body.status).toBe('pending');
      const rows = await db()
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'grace.hopper@example.com'));
      expect(rows).toHaveLength(1);
      expect(await consents('grace.hopper@example.com')).toHaveLength(2);
      expect(await emailsTo('grace.hopper@example.com')).toHaveLength(1);
    });

    it('stores one row when the same new address arrives twice at once', async () => {
      const email = 'twins@example.com';
      const results = await Promise.all([post({ ...reader, email }), post({ ...reader, email })]);
      expect(results.map(({ response }) => response.status).sort()).toEqual([200, 201]);
      expect(await emailsTo(email)).toHaveLength(1);
      expect(await consents(email)).toHaveLength(2);
    });

    it('subscribes PDF readers with their names, the article and a link to the PDF, in Spanish', async () => {
      const article = articleSlugs[1]!;
      const { response, body } = await post({
        firstName: 'José',
        lastName: 'Núñez',
        email: 'jose@example.com',
        source: 'blog-pdf',
        language: 'es',
        article,
      });
      expect(response.status).toBe(201);
      expect(body.message).toMatch(/^¡Gracias!/);
      expect(await subscriberRow('jose@example.com')).toMatchObject({
        firstName: 'José',
        lastName: 'Núñez',
        locale: 'es',
      });
      expect(await consents('jose@example.com')).toMatchObject([
        { action: 'subscribe', source: 'blog-pdf', locale: 'es', article },
      ]);
      const [email] = await emailsTo('jose@example.com');
      expect(email!.subject).toBe('Confirme su suscripción al Blogazine');
      expect(email!.text).toContain('Hola, José:');
      expect(email!.text).toContain(`${SITE}/es/newsletter/confirm?token=`);
      expect(email!.text).toContain(`${SITE}/api/blog/${article}/pdf?lang=es`);
    });

    it.each([
      ['no address', { source: 'blogazine', language: 'en' }, 'email'],
      ['an address without a domain', { ...reader, email: 'grace@' }, 'email'],
      ['an address without a top-level domain', { ...reader, email: 'grace@localhost' }, 'email'],
      ['an unknown source', { ...reader, source: 'popup' }, 'source'],
      ['an unknown language', { ...reader, language: 'fr' }, 'language'],
      ['an extra field', { ...reader, admin: true }, 'admin'],
      [
        'a PDF request without names',
        { email: 'x@example.com', source: 'blog-pdf', language: 'en', article: articleSlugs[0] },
        'firstName',
      ],
      [
        'a PDF request for an article that does not exist',
        {
          ...reader,
          source: 'blog-pdf',
          firstName: 'A',
          lastName: 'B',
          article: 'no-such-article',
        },
        'article',
      ],
    ])('refuses %s with 400 and a message for the field', async (_case, payload, field) => {
      const { response, body } = await post(payload);
      expect(response.status).toBe(400);
      expect(body.message).toBeTruthy();
      expect(body.errors?.[field]).toBeTruthy();
    });

    it('answers in Spanish for Spanish visitors', async () => {
      const { response, body } = await post({ ...reader, language: 'es', email: 'nope' });
      expect(response.status).toBe(400);
      expect(body.errors?.email).toBe('Ingrese un correo electrónico válido');
    });

    it('refuses bodies that are not JSON, or not valid JSON', async () => {
      const plain = await subscribeRoute(
        jsonRequest('/api/email-subscription', undefined, {
          raw: 'email=a@example.com',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
      expect(plain.status).toBe(415);
      const broken = await subscribeRoute(
        jsonRequest('/api/email-subscription', undefined, { raw: '{"email":' }),
      );
      expect(broken.status).toBe(400);
    });

    it('refuses cross-site requests with 403 and accepts same-origin ones', async () => {
      const evil = await post(
        { ...reader, email: 'evil@example.com' },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(evil.response.status).toBe(403);
      const crossSite = await post(
        { ...reader, email: 'evil@example.com' },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(crossSite.response.status).toBe(403);
      expect(await subscriberRow('evil@example.com')).toBeUndefined();
      const same = await post(
        { ...reader, email: 'friend@example.com' },
        { headers: { origin: SITE, 'sec-fetch-site': 'same-origin' } },
      );
      expect(same.response.status).toBe(201);
    });

    it('answers 429 with Retry-After past the per-client limit', async () => {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= subscriptionRateLimit.points; i += 1) {
        const { response } = await post({ email: 'x' }, { client });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('a payload without language', () => {
    const documented = { firstName: 'Alan', lastName: 'Turing', source: 'blog-pdf' } as const;

    async function confirmationLanguage(email: string, headers: Record<string, string>) {
      const { response } = await post({ ...documented, email }, { headers });
      expect(response.status).toBe(201);
      const [message] = await emailsTo(email);
      return { row: await subscriberRow(email), subject: message!.subject };
    }

    it('is accepted exactly as documented: firstName, lastName, email, source', async () => {
      const { response, body } = await post({ ...documented, email: 'alan@example.com' });
      expect(response.status).toBe(201);
      expect(body.status).toBe('pending');
    });

    it('takes Spanish from a Referer under /es', async () => {
      const { row, subject } = await confirmationLanguage('ines@example.com', {
        referer: `${SITE}/es/blog`,
        'accept-language': 'en',
      });
      expect(row).toMatchObject({ locale: 'es' });
      expect(subject).toBe('Confirme su suscripción al Blogazine');
    });

    it('takes Spanish from Accept-Language without a Referer', async () => {
      const { row, subject } = await confirmationLanguage('lucia@example.com', {
        'accept-language': 'es-MX,es;q=0.9',
      });
      expect(row).toMatchObject({ locale: 'es' });
      expect(subject).toBe('Confirme su suscripción al Blogazine');
    });

    it('is English without either', async () => {
      const { row, subject } = await confirmationLanguage('plain@example.com', {});
      expect(row).toMatchObject({ locale: 'en' });
      expect(subject).toBe('Please confirm your Blogazine subscription');
    });
  });

  describe('double opt-in', () => {
    const email = 'ada@example.com';

    beforeEach(async () => {
      if (!(await subscriberRow(email))) await post({ ...reader, email });
    });

    it('opening the link changes nothing; confirming makes a subscriber, once', async () => {
      const { confirm } = await linksFor(email);
      const now = new Date();
      expect((await describeConfirmToken(db(), confirm, now)).kind).toBe('pending');
      expect((await subscriberRow(email))!.status).toBe('pending');

      expect((await confirmSubscription(db(), confirm, now)).kind).toBe('confirmed');
      expect((await confirmSubscription(db(), confirm, now)).kind).toBe('confirmed');
      expect(await subscriberRow(email)).toMatchObject({ status: 'confirmed' });
      expect((await consents(email)).map((consent) => [consent.action, consent.source])).toEqual([
        ['subscribe', 'blogazine'],
        ['confirm', 'email-link'],
      ]);

      const again = await post({ ...reader, email });
      expect(again.response.status).toBe(200);
      expect(again.body).toMatchObject({
        status: 'confirmed',
        message: 'You are already subscribed. The next issue is on its way.',
      });
      expect(await emailsTo(email)).toHaveLength(1);
    });

    it("confirms through the page's button, and answers a bad link in the page's language", async () => {
      const email = 'button@example.com';
      await post({ ...reader, email });
      const { confirm } = await linksFor(email);
      const pressed = await confirmRoute(
        jsonRequest('/api/newsletter/confirm', { token: confirm, locale: 'en' }),
      );
      expect(pressed.status).toBe(200);
      expect(await pressed.json()).toEqual({ status: 'confirmed' });
      expect(await subscriberRow(email)).toMatchObject({ status: 'confirmed' });

      const unknown = await confirmRoute(
        jsonRequest('/api/newsletter/confirm', { token: 'C'.repeat(43), locale: 'es' }),
      );
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).message).toBe('Este enlace de confirmación no es válido.');
      const malformed = await confirmRoute(
        jsonRequest('/api/newsletter/confirm', { token: 'short', locale: 'en' }),
      );
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).errors).toEqual({
        token: 'This confirmation link is not valid.',
      });
    });

    it('refuses unknown and expired links', async () => {
      expect((await describeConfirmToken(db(), 'A'.repeat(43), new Date())).kind).toBe('invalid');
      expect((await confirmSubscription(db(), '', new Date())).kind).toBe('invalid');

      await post({ ...reader, email: 'late@example.com' });
      const { confirm } = await linksFor('late@example.com');
      const later = new Date(Date.now() + (CONFIRMATION_VALID_DAYS + 1) * 24 * 60 * 60_000);
      expect((await confirmSubscription(db(), confirm, later)).kind).toBe('expired');
      expect((await subscriberRow('late@example.com'))!.status).toBe('pending');
    });

    it('re-sends the confirmation to a pending address only after a pause', async () => {
      const address = 'patient@example.com';
      const start = new Date();
      const request = { email: address, source: 'blogazine', language: 'en' } as const;
      await subscribe(db(), request, { now: start, siteUrl: SITE });
      const soon = new Date(start.getTime() + 60_000);
      expect((await subscribe(db(), request, { now: soon, siteUrl: SITE })).emailQueued).toBe(
        false,
      );
      const later = new Date(start.getTime() + (CONFIRMATION_RESEND_MINUTES + 1) * 60_000);
      expect((await subscribe(db(), request, { now: later, siteUrl: SITE })).emailQueued).toBe(
        true,
      );
      const [first, second] = await emailsTo(address);
      // The new email carries a new confirmation link; the old one no longer works.
      expect(second!.text).not.toBe(first!.text);
      const oldToken = /confirm\?token=([\w-]+)/.exec(first!.text)![1]!;
      expect((await describeConfirmToken(db(), oldToken, later)).kind).toBe('invalid');
    });
  });

  describe('unsubscribing', () => {
    it('one-click POST unsubscribes, idempotently, and records it', async () => {
      const email = 'linus@example.com';
      await post({ ...reader, email });
      const { unsubscribe } = await linksFor(email);
      expect((await describeUnsubscribeToken(db(), unsubscribe)).kind).toBe('subscribed');

      const first = await oneClick(unsubscribe);
      expect(first.status).toBe(200);
      expect((await first.json()).message).toMatch(/unsubscribed/);
      expect((await oneClick(unsubscribe)).status).toBe(200);
      expect(await subscriberRow(email)).toMatchObject({ status: 'unsubscribed' });
      expect((await consents(email)).map((consent) => [consent.action, consent.source])).toEqual([
        ['subscribe', 'blogazine'],
        ['unsubscribe', 'one-click'],
      ]);
    });

    it('keeps only the address and its consent history after unsubscribing', async () => {
      const email = 'countess@example.com';
      await post({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        source: 'blog-pdf',
        language: 'en',
        article: articleSlugs[0]!,
      });
      await oneClick((await linksFor(email)).unsubscribe);
      expect(await subscriberRow(email)).toMatchObject({
        email,
        firstName: '',
        lastName: '',
        status: 'unsubscribed',
      });
      expect(await consents(email)).toHaveLength(2);
    });

    it("unsubscribes through the page's button, recorded as the page's", async () => {
      const email = 'page-leaver@example.com';
      await post({ ...reader, email });
      const { unsubscribe } = await linksFor(email);
      const pressed = await oneClickRoute(
        jsonRequest('/api/newsletter/unsubscribe', { token: unsubscribe, locale: 'en' }),
      );
      expect(pressed.status).toBe(200);
      expect(await subscriberRow(email)).toMatchObject({ status: 'unsubscribed' });
      expect((await consents(email)).map((consent) => consent.source)).toContain('page');
    });

    it('answers 404 for a link that names nobody', async () => {
      expect((await oneClick('B'.repeat(43))).status).toBe(404);
      expect((await oneClick('not a token')).status).toBe(404);
    });

    it('lets an unsubscribed reader subscribe again, with a new confirmation', async () => {
      const email = 'comeback@example.com';
      await post({ ...reader, email });
      await oneClick((await linksFor(email)).unsubscribe);
      const again = await post({ ...reader, email, language: 'es' });
      expect(again.response.status).toBe(200);
      expect(again.body.status).toBe('pending');
      const emails = await emailsTo(email);
      expect(emails).toHaveLength(2);
      expect(emails[1]!.subject).toBe('Confirme su suscripción al Blogazine');
      expect(await subscriberRow(email)).toMatchObject({ status: 'pending', locale: 'es' });
    });
  });

  it('delivers the confirmation as a real email with the one-click unsubscribe headers', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-newsletter-mail-'));
    try {
      await post({ ...reader, email: 'mailbox@example.com' });
      await deliverDueEmails({ db: db(), transport: fileTransport(directory), log: console });
      const files = (await readdir(directory)).filter((file) => file.endsWith('.eml'));
      const parsed = await Promise.all(
        files.map(async (file) => PostalMime.parse(await readFile(path.join(directory, file)))),
      );
      const message = parsed.find((mail) => mail.to?.[0]?.address === 'mailbox@example.com')!;
      const header = (name: string) =>
        message.headers.find((entry) => entry.key === name.toLowerCase())?.value;
      const row = await subscriberRow('mailbox@example.com');
      expect(header('List-Unsubscribe')).toBe(
        `<${SITE}/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}>`,
      );
      expect(header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(message.html).toContain(
        `${SITE}/newsletter/unsubscribe?token=${row!.unsubscribeToken}`,
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
