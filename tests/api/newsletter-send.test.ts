import type { Email } from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { POST as oneClickRoute } from '@/app/api/newsletter/unsubscribe/route';
import { launchArticles } from '../support/launch-articles';
import { ISSUE_EMAIL_KIND, TEST_EMAIL_KIND } from '@/features/newsletter/config';
import { newsletterOutboxHooks } from '@/features/newsletter/server/delivery-hooks';
import { listSends } from '@/features/newsletter/server/sends-repository';
import { queueTestIssue, sendIssue } from '@/features/newsletter/server/sends';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import {
  emailOutbox,
  newsletterConsents,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
} from '@/server/db/schema';
import { deliverDueEmails } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import { TestMailServer } from '../support/mail-server';
import { addSubscribers } from './support/newsletter';
import { newClientAddress } from './support/requests';
import { backends, databaseForSuite } from './support/test-database';

const SITE_URL = 'https://marlowe.test';
const ARTICLE = 'first-90-days-of-ai';
const OTHER_ARTICLE = 'prompts-that-work-at-work';
const quiet = { info() {}, warn() {} };
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const launchArticle = () => launchArticles().find((article) => article.id === ARTICLE)!;

const header = (email: Email, name: string) =>
  email.headers.find((item) => item.key === name.toLowerCase())?.value;

describe.each(backends.both)('sending an issue on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  const mail = new TestMailServer();
  let transport: ReturnType<typeof smtpTransport>;

  const send = (slug = ARTICLE, extra: Partial<Parameters<typeof sendIssue>[1]> = {}) =>
    sendIssue(db(), {
      articleId: slug,
      sentBy: 'command-line',
      now: new Date(),
      siteUrl: SITE_URL,
      ratePerMinute: 6000,
      ...extra,
    });

  // Every paced moment and retry is due `minutes` from now.
  async function deliverAll(minutes = 60, batchSize = 50) {
    let total = { sent: 0, failed: 0 };
    for (;;) {
      const round = await deliverDueEmails({
        db: db(),
        transport,
        hooks: newsletterOutboxHooks,
        now: later(minutes),
        batchSize,
        log: quiet,
      });
      if (round.sent + round.failed === 0) return total;
      total = { sent: total.sent + round.sent, failed: total.failed + round.failed };
    }
  }

  const subscriber = async (email: string) =>
    (
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))
    )[0]!;

  beforeAll(async () => {
    await mail.start();
    transport = smtpTransport(`smtp://127.0.0.1:${mail.port}`);
  });
  afterAll(async () => {
    transport.close?.();
    await mail.stop();
  });
  beforeEach(async () => {
    await db().delete(newsletterSends);
    await db().delete(newsletterSubscribers);
    await db().delete(emailOutbox);
    mail.refusals.clear();
    await mail.take();
  });

  it('mails every confirmed subscriber once, in their language, with the list headers', async () => {
    await addSubscribers(db(), [
      { email: 'ada@example.com' },
      { email: 'lucia@example.com', locale: 'es' },
      { email: 'pending@example.com', status: 'pending' },
      { email: 'gone@example.com', status: 'unsubscribed' },
      { email: 'dead@example.com', status: 'bounced' },
    ]);
    const outcome = await send();
    expect(outcome).toMatchObject({ kind: 'queued', send: { recipients: 2, article: ARTICLE } });
    expect(await deliverAll()).toEqual({ sent: 2, failed: 0 });
    expect(await deliverAll()).toEqual({ sent: 0, failed: 0 });

    const received = await mail.take();
    const byAddress = new Map(received.map((email) => [email.to?.[0]?.address, email]));
    expect([...byAddress.keys()].sort()).toEqual(['ada@example.com', 'lucia@example.com']);
    const spanish = byAddress.get('lucia@example.com')!;
    expect(spanish.subject).toBe(`Nuevo en el Blogazine: ${launchArticle().es.title}`);
    expect(spanish.html).toContain('<html lang="es"');
    expect(spanish.text).toContain(`${SITE_URL}/es/blog/${ARTICLE}`);
    expect(spanish.text).toContain(`${SITE_URL}/api/blog/${ARTICLE}/pdf?lang=es`);
    const english = byAddress.get('ada@example.com')!;
    expect(english.subject).toBe(`New in the Blogazine: ${launchArticle().en.title}`);
    const ada = await subscriber('ada@example.com');
    expect(header(english, 'List-Unsubscribe')).toBe(
      `<${SITE_URL}/api/newsletter/unsubscribe?token=${ada.unsubscribeToken}>`,
    );
    expect(header(english, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(english, 'List-Id')).toBe('Blogazine by Marlowe <blogazine.marlowe.studio>');
    const [delivery] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriberId, ada.id));
    expect(english.messageId).toBe(`<${delivery!.outboxId}@outbox.marlowe.studio>`);

    const consents = await db()
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.action, 'issue'))
      .orderBy(asc(newsletterConsents.locale));
    expect(consents.map((consent) => [consent.locale, consent.article, consent.source])).toEqual([
      ['en', ARTICLE, 'newsletter'],
      ['es', ARTICLE, 'newsletter'],
    ]);
    const [progress] = await listSends(db());
    expect(progress).toMatchObject({
      article: ARTICLE,
      sentBy: 'command-line',
      recipients: 2,
      counts: { queued: 0, sent: 2, failed: 0, bounced: 0, skipped: 0 },
    });
  });

  it('refuses a second send of the same article, naming the date of the first', async () => {
    await addSubscribers(db(), [{ email: 'ada@example.com' }]);
    const first = await send();
    expect(first.kind).toBe('queued');
    const firstAt = (await db().select().from(newsletterSends))[0]!.createdAt;
    expect(await send()).toEqual({ kind: 'already-sent', sentAt: firstAt });
    // Two at once, as two servers might: one send, and one email per recipient.
    const [a, b] = await Promise.all([send(OTHER_ARTICLE), send(OTHER_ARTICLE)]);
    expect([a.kind, b.kind].sort()).toEqual(['already-sent', 'queued']);
    expect(await db().$count(emailOutbox, eq(emailOutbox.kind, ISSUE_EMAIL_KIND))).toBe(2);
  });

  it('refuses an unknown article, an empty list and a count that changed since it was shown', async () => {
    expect(await send('no-such-article')).toEqual({ kind: 'unknown-article' });
    expect(await send()).toEqual({ kind: 'no-recipients' });
    await addSubscribers(db(), [{ email: 'ada@example.com' }, { email: 'grace@example.com' }]);
    expect(await send(ARTICLE, { expectedRecipients: 1 })).toEqual({
      kind: 'recipients-changed',
      recipients: 2,
    });
    // Nothing of the refused attempts stays behind.
    expect(await db().$count(newsletterSends)).toBe(0);
    expect(await db().$count(emailOutbox)).toBe(0);
    expect((await send(ARTICLE, { expectedRecipients: 2 })).kind).toBe('queued');
  });

  it('paces the emails at the configured rate', async () => {
    await addSubscribers(
      db(),
      Array.from({ length: 7 }, (_, index) => ({ email: `paced-${index}@example.com` })),
    );
    const now = new Date('2026-11-02T10:00:00Z');
    await send(ARTICLE, { now, ratePerMinute: 3 });
    const due = await db()
      .select({ at: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .orderBy(asc(emailOutbox.nextAttemptAt));
    expect(due.map(({ at }) => (at.getTime() - now.getTime()) / 1000)).toEqual([
      0, 20, 40, 60, 80, 100, 120,
    ]);
  });

  it('bounces an address refused for good, retries one refused for now, and holds back no one', async () => {
    await addSubscribers(db(), [
      { email: 'ada@example.com' },
      { email: 'nobody@example.com' },
      { email: 'busy@example.com' },
      { email: 'grace@example.com' },
    ]);
    mail.refusals.set('nobody@example.com', 550);
    mail.refusals.set('busy@example.com', 451);
    await send();
    const first = await deliverDueEmails({
      db: db(),
      transport,
      hooks: newsletterOutboxHooks,
      now: later(1),
      log: quiet,
    });
    expect(first).toEqual({ sent: 2, failed: 2 });
    expect((await subscriber('nobody@example.com')).status).toBe('bounced');
    expect((await subscriber('busy@example.com')).status).toBe('confirmed');
    const refused = await db().select().from(emailOutbox).where(isNotNull(emailOutbox.refusedAt));
    expect(refused.map((row) => row.message.to)).toEqual(['nobody@example.com']);
    expect((await listSends(db()))[0]!.counts).toMatchObject({ sent: 2, failed: 1, bounced: 1 });

    // The busy mailbox takes it on a later try; the refused one is never tried again.
    mail.refusals.delete('busy@example.com');
    expect(await deliverAll()).toEqual({ sent: 1, failed: 0 });
    const addresses = (await mail.take()).map((email) => email.to?.[0]?.address).sort();
    expect(addresses).toEqual(['ada@example.com', 'busy@example.com', 'grace@example.com']);
    expect((await listSends(db()))[0]!.counts).toMatchObject({ sent: 3, failed: 0, bounced: 1 });

    // A later issue leaves the bounced address out.
    const next = await send(OTHER_ARTICLE);
    expect(next).toMatchObject({ kind: 'queued', send: { recipients: 3 } });
  });

  it('mails nobody who unsubscribed, by the one-click POST without a cookie, during the send', async () => {
    await addSubscribers(db(), [
      { email: 'first@example.com' },
      { email: 'leaving@example.com' },
      { email: 'last@example.com' },
    ]);
    await send();
    // The first is sent; then one reader's mail program posts to the List-Unsubscribe address.
    expect(
      await deliverDueEmails({
        db: db(),
        transport,
        hooks: newsletterOutboxHooks,
        now: later(1),
        batchSize: 1,
        log: quiet,
      }),
    ).toEqual({ sent: 1, failed: 0 });
    // Whichever reader has not been mailed yet leaves (equal confirmation times order by id).
    const [leaving] = await db()
      .select({ message: emailOutbox.message })
      .from(emailOutbox)
      .where(isNull(emailOutbox.sentAt))
      .limit(1);
    const leaver = leaving!.message.to;
    const oneClick = /<([^>]+)>/.exec(leaving!.message.headers!['List-Unsubscribe']!)![1]!;
    const response = await oneClickRoute(
      new Request(oneClick, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [PEER_ADDRESS_HEADER]: newClientAddress(),
        },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(response.status).toBe(200);
    expect((await subscriber(leaver)).status).toBe('unsubscribed');

    await deliverAll();
    const addresses = (await mail.take()).map((email) => email.to?.[0]?.address).sort();
    expect(addresses).not.toContain(leaver);
    expect(addresses).toHaveLength(2);
    expect((await listSends(db()))[0]!.counts).toMatchObject({ sent: 2, skipped: 1, queued: 0 });
    // A subscriber erased mid-send is skipped the same way, and the figures still add up.
    await addSubscribers(db(), [{ email: 'erased@example.com' }, { email: 'kept@example.com' }]);
    await send(OTHER_ARTICLE);
    await db()
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'erased@example.com'));
    await deliverAll();
    const second = (await listSends(db())).find((item) => item.article === OTHER_ARTICLE)!;
    expect(second.counts).toMatchObject({ sent: 3, skipped: 1 });
    expect((await mail.take()).map((email) => email.to?.[0]?.address)).not.toContain(
      'erased@example.com',
    );
  });

  it('sends a test of both languages to the studio, touching no subscriber', async () => {
    await addSubscribers(db(), [{ email: 'ada@example.com' }]);
    const queued = await queueTestIssue(db(), {
      articleId: ARTICLE,
      to: 'studio@marlowe.test',
      siteUrl: SITE_URL,
      now: new Date(),
    });
    expect(queued).toHaveLength(2);
    expect(await deliverAll()).toEqual({ sent: 2, failed: 0 });
    const received = await mail.take();
    expect(received.map((email) => email.to?.[0]?.address)).toEqual([
      'studio@marlowe.test',
      'studio@marlowe.test',
    ]);
    expect(received.map((email) => email.subject?.split(':')[0]).sort()).toEqual([
      '[Prueba] Nuevo en el Blogazine',
      '[Test] New in the Blogazine',
    ]);
    expect(await db().$count(emailOutbox, eq(emailOutbox.kind, TEST_EMAIL_KIND))).toBe(2);
    expect(await db().$count(newsletterSends)).toBe(0);
    expect(await db().$count(newsletterConsents)).toBe(0);
  });
});
