import { publishedArticleBySlug } from '@/content/blog';
import { isLocale, type Locale } from '@/i18n/routing';
import type { Database, Queryable } from '@/server/db/types';
import type { ConsentAction, Subscriber } from '@/server/db/schema';
import { enqueueEmail } from '@/server/mail/outbox-repository';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { CONFIRMATION_RESEND_MINUTES, CONFIRMATION_VALID_DAYS } from '../config';
import type { SubscriptionRequest } from '@/lib/subscription-schema';
import { confirmationEmail } from './emails';
import {
  findSubscriberBy,
  insertConsent,
  insertSubscriberIfNew,
  lockSubscriberByEmail,
  updateSubscriber,
} from './subscribers-repository';
import { hashToken, newLinkToken } from './tokens';

interface NewsletterContext {
  now: Date;
  siteUrl: string;
}

type Subscription = SubscriptionRequest & { language: Locale };

type SubscribeOutcome = {
  status: 'pending' | 'confirmed';
  created: boolean;
  emailQueued: boolean;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function subscriberLocale(subscriber: Subscriber): Locale {
  return isLocale(subscriber.locale) ? subscriber.locale : 'en';
}

async function recordConsent(
  tx: Queryable,
  subscriberId: string,
  action: ConsentAction,
  details: { source: string; locale: Locale; article?: string; now: Date },
) {
  await insertConsent(tx, {
    subscriberId,
    action,
    source: details.source,
    locale: details.locale,
    article: details.article ?? null,
    createdAt: details.now,
  });
}

export async function subscribe(
  db: Database,
  request: Subscription,
  context: NewsletterContext,
): Promise<SubscribeOutcome> {
  const { now, siteUrl } = context;
  const article = request.source === 'blog-pdf' ? request.article : undefined;
  const pdfArticle = article ? await publishedArticleBySlug(article) : undefined;
  const outcome = await db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const confirmToken = newLinkToken();
    const fresh = {
      firstName: request.firstName ?? '',
      lastName: request.lastName ?? '',
      locale: request.language,
      status: 'pending' as const,
      confirmTokenHash: hashToken(confirmToken),
      confirmationSentAt: now,
      confirmedAt: null,
      unsubscribedAt: null,
      updatedAt: now,
    };
    // Two requests for a new address at once: the unique index lets exactly one insert win.
    const inserted = await insertSubscriberIfNew(tx, {
      ...fresh,
      email: request.email,
      unsubscribeToken: newLinkToken(),
      createdAt: now,
    });
    const subscriber = inserted ?? (await lockSubscriberByEmail(tx, request.email));
    if (!subscriber) throw new Error('The subscriber row vanished inside its transaction');
    await recordConsent(tx, subscriber.id, 'subscribe', {
      source: request.source,
      locale: request.language,
      article,
      now,
    });

    const sendConfirmation = async (current: Subscriber) => {
      await enqueueEmail(
        tx,
        'newsletter.confirmation',
        confirmationEmail(
          {
            email: current.email,
            firstName: current.firstName,
            locale: subscriberLocale(current),
            confirmToken,
            unsubscribeToken: current.unsubscribeToken,
            article: pdfArticle,
          },
          siteUrl,
        ),
      );
    };

    if (inserted) {
      await sendConfirmation(inserted);
      return { status: 'pending', created: true, emailQueued: true };
    }

    // Names typed now fill in names the address did not have; a typo never erases them.
    const names = {
      firstName: request.firstName || subscriber.firstName,
      lastName: request.lastName || subscriber.lastName,
    };
    if (subscriber.status === 'confirmed') {
      await updateSubscriber(tx, subscriber.id, { ...names, updatedAt: now });
      return { status: 'confirmed', created: false, emailQueued: false };
    }

    const recentlySent =
      subscriber.status === 'pending' &&
      subscriber.confirmationSentAt !== null &&
      now.getTime() - subscriber.confirmationSentAt.getTime() <
        CONFIRMATION_RESEND_MINUTES * MINUTE;
    if (recentlySent) {
      await updateSubscriber(tx, subscriber.id, { ...names, updatedAt: now });
      return { status: 'pending', created: false, emailQueued: false };
    }

    const updated = await updateSubscriber(tx, subscriber.id, { ...fresh, ...names });
    await sendConfirmation(updated);
    return { status: 'pending', created: false, emailQueued: true };
  });
  if (outcome.emailQueued) wakeOutboxSender();
  return outcome;
}

type ConfirmationState =
  | { kind: 'pending'; subscriber: Subscriber }
  | { kind: 'confirmed'; subscriber: Subscriber }
  | { kind: 'expired'; subscriber: Subscriber }
  | { kind: 'unsubscribed'; subscriber: Subscriber }
  | { kind: 'bounced'; subscriber: Subscriber }
  | { kind: 'invalid' };

async function findByConfirmToken(db: Queryable, token: string) {
  return token ? findSubscriberBy(db, 'confirmTokenHash', hashToken(token)) : undefined;
}

function confirmationState(subscriber: Subscriber | undefined, now: Date): ConfirmationState {
  if (!subscriber) return { kind: 'invalid' };
  if (subscriber.status !== 'pending') return { kind: subscriber.status, subscriber };
  const sentAt = subscriber.confirmationSentAt?.getTime() ?? 0;
  if (now.getTime() - sentAt > CONFIRMATION_VALID_DAYS * DAY)
    return { kind: 'expired', subscriber };
  return { kind: 'pending', subscriber };
}

// Mail scanners open links: describing one changes nothing; only the page's button confirms.
export async function describeConfirmToken(db: Database, token: string, now: Date) {
  return confirmationState(await findByConfirmToken(db, token), now);
}

export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date,
): Promise<ConfirmationState> {
  return db.transaction(async (tx) => {
    const state = confirmationState(await findByConfirmToken(tx, token), now);
    if (state.kind !== 'pending') return state;
    const subscriber = await updateSubscriber(tx, state.subscriber.id, {
      status: 'confirmed',
      confirmedAt: now,
      updatedAt: now,
    });
    await recordConsent(tx, subscriber.id, 'confirm', {
      source: 'email-link',
      locale: subscriberLocale(subscriber),
      now,
    });
    return { kind: 'confirmed', subscriber };
  });
}

type UnsubscribeState =
  | { kind: 'subscribed'; subscriber: Subscriber }
  | { kind: 'unsubscribed'; subscriber: Subscriber }
  | { kind: 'invalid' };

async function findByUnsubscribeToken(db: Queryable, token: string) {
  return token ? findSubscriberBy(db, 'unsubscribeToken', token) : undefined;
}

function unsubscribeState(subscriber: Subscriber | undefined): UnsubscribeState {
  if (!subscriber) return { kind: 'invalid' };
  return subscriber.status === 'unsubscribed'
    ? { kind: 'unsubscribed', subscriber }
    : { kind: 'subscribed', subscriber };
}

export async function describeUnsubscribeToken(db: Database, token: string) {
  return unsubscribeState(await findByUnsubscribeToken(db, token));
}

export async function unsubscribe(
  db: Database,
  token: string,
  { now, via }: { now: Date; via: 'page' | 'one-click' },
): Promise<UnsubscribeState> {
  return db.transaction(async (tx) => {
    const state = unsubscribeState(await findByUnsubscribeToken(tx, token));
    if (state.kind !== 'subscribed') return state;
    // Only the address and its consent history stay, as a suppression record.
    const subscriber = await updateSubscriber(tx, state.subscriber.id, {
      status: 'unsubscribed',
      firstName: '',
      lastName: '',
      unsubscribedAt: now,
      updatedAt: now,
    });
    await recordConsent(tx, subscriber.id, 'unsubscribe', {
      source: via,
      locale: subscriberLocale(subscriber),
      now,
    });
    return { kind: 'unsubscribed', subscriber };
  });
}
