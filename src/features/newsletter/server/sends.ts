import { randomUUID } from 'node:crypto';
import { publishedArticle, type Article } from '@/content/blog';
import { locales, type Locale } from '@/i18n/routing';
import type { OutboxMessage } from '@/server/db/schema';
import type { Database, Transaction } from '@/server/db/types';
import { enqueueEmail, enqueueEmails } from '@/server/mail/outbox-repository';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { ISSUE_EMAIL_KIND, TEST_EMAIL_KIND } from '../config';
import { issueWriter } from './issue-email';
import { pacedSendTimes } from './pacing';
import {
  firstSendOf,
  insertDeliveries,
  insertSendOnce,
  setRecipients,
  type NewsletterSend,
} from './sends-repository';
import { confirmedSubscribers } from './subscribers-repository';
import { subscriberLocale } from './subscriptions';

export type SendOutcome =
  | { kind: 'queued'; send: NewsletterSend }
  | { kind: 'already-sent'; sentAt: Date }
  | { kind: 'recipients-changed'; recipients: number }
  | { kind: 'no-recipients' }
  | { kind: 'unknown-article' };

interface SendRequest {
  /** The article's id, which its send is recorded under (the launch articles' are their slugs). */
  articleId: string;
  sentBy: NewsletterSend['sentBy'];
  sessionId?: string;
  /** The count the studio confirmed; a different count now refuses the send. */
  expectedRecipients?: number;
  now: Date;
  siteUrl: string;
  ratePerMinute: number;
  withinTransaction?: (tx: Transaction, send: NewsletterSend) => Promise<void>;
}

class Refusal extends Error {
  constructor(readonly outcome: SendOutcome) {
    super(outcome.kind);
  }
}

function writers(source: Article, siteUrl: string) {
  const entries = locales.map((locale) => [locale, issueWriter(source, locale, siteUrl)] as const);
  return Object.fromEntries(entries) as Record<Locale, ReturnType<typeof issueWriter>>;
}

// All or nothing in one transaction; the unique article refuses a second send, even a racing one.
export async function sendIssue(db: Database, request: SendRequest): Promise<SendOutcome> {
  const source = await publishedArticle(request.articleId);
  if (!source) return { kind: 'unknown-article' };
  const write = writers(source, request.siteUrl);
  try {
    const send = await db.transaction(async (tx) => {
      const created = await insertSendOnce(tx, {
        article: source.id,
        sentBy: request.sentBy,
        sessionId: request.sessionId,
        createdAt: request.now,
      });
      if (!created) {
        const sentAt = await firstSendOf(tx, source.id);
        throw new Refusal(sentAt ? { kind: 'already-sent', sentAt } : { kind: 'unknown-article' });
      }
      const recipients = await confirmedSubscribers(tx);
      if (recipients.length === 0) throw new Refusal({ kind: 'no-recipients' });
      if (
        request.expectedRecipients !== undefined &&
        request.expectedRecipients !== recipients.length
      ) {
        throw new Refusal({ kind: 'recipients-changed', recipients: recipients.length });
      }
      const times = pacedSendTimes(recipients.length, request.now, request.ratePerMinute);
      const emails = recipients.map((subscriber, index) => {
        const locale = subscriberLocale(subscriber);
        const message = write[locale]({
          email: subscriber.email,
          unsubscribeToken: subscriber.unsubscribeToken,
          confirmedAt: subscriber.confirmedAt ?? subscriber.createdAt,
        });
        return {
          id: randomUUID(),
          message,
          sendAt: times[index]!,
          locale,
          subscriberId: subscriber.id,
        };
      });
      await enqueueEmails(tx, ISSUE_EMAIL_KIND, emails);
      await insertDeliveries(tx, created.id, emails, request.now);
      const send = await setRecipients(tx, created.id, recipients.length);
      await request.withinTransaction?.(tx, send);
      return send;
    });
    wakeOutboxSender();
    return { kind: 'queued', send };
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}

// The token is no subscriber's, so the test's unsubscribe link and button change nothing.
const TEST_TOKEN = 'test-issue-not-a-subscriber';

export async function sampleIssue(
  articleId: string,
  locale: Locale,
  to: string,
  siteUrl: string,
  now: Date,
): Promise<OutboxMessage | undefined> {
  const source = await publishedArticle(articleId);
  return (
    source &&
    issueWriter(
      source,
      locale,
      siteUrl,
    )({ email: to, unsubscribeToken: TEST_TOKEN, confirmedAt: now }, { test: true })
  );
}

// Both languages, to the studio's own address; the ids let the command line send them at once.
export async function queueTestIssue(
  db: Database,
  {
    articleId,
    to,
    siteUrl,
    now,
    withinTransaction,
  }: {
    articleId: string;
    to: string;
    siteUrl: string;
    now: Date;
    withinTransaction?: (tx: Transaction) => Promise<void>;
  },
): Promise<string[] | undefined> {
  const messages = await Promise.all(
    locales.map((locale) => sampleIssue(articleId, locale, to, siteUrl, now)),
  );
  if (messages.some((message) => !message)) return undefined;
  const ids = await db.transaction(async (tx) => {
    const queued: string[] = [];
    for (const message of messages as OutboxMessage[]) {
      queued.push(await enqueueEmail(tx, TEST_EMAIL_KIND, message));
    }
    await withinTransaction?.(tx);
    return queued;
  });
  wakeOutboxSender();
  return ids;
}
