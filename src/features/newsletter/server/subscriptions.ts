import { asc, eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import type { Database, Queryable } from '@/server/db/client';
import {
  newsletterConsents,
  newsletterSubscribers,
  type ConsentAction,
  type Subscriber,
} from '@/server/db/schema';
import { enqueueEmail } from '@/server/mail/outbox';
import { wakeOutboxSender } from '@/server/mail/outbox-sender';
import { CONFIRMATION_RESEND_MINUTES, CONFIRMATION_VALID_DAYS } from '../config';
import type { SubscriptionRequest } from '../schema';
import { confirmationEmail } from './emails';
import { hashToken, newLinkToken } from './tokens';

export interface NewsletterContext {
  now: Date;
  siteUrl: string;
}

export type SubscribeOutcome = {
  /** `confirmed`: the address already receives the newsletter; `pending`: awaiting the click. */
  status: 'pending' | 'confirmed';
  /** Whether this request stored the address for the first time. */
  created: boolean;
  /** Whether a confirmation email was queued by this request. */
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
  await tx.insert(newsletterConsents).values({
    subscriberId,
    action,
    source: details.source,
    locale: details.locale,
    article: details.article ?? null,
    createdAt: details.now,
  });
}

/**
 * Subscribes an address, once: the first request stores it as pending and queues the
 * confirmation email; a repeat is a success that changes nothing but the consent record (and
 * re-sends the confirmation, at most once per few minutes, while it is still unconfirmed).
 * Every request is recorded with its time, source and language.
 */
export async function subscribe(
  db: Database,
  request: SubscriptionRequest,
  context: NewsletterContext,
): Promise<SubscribeOutcome> {
  const { now, siteUrl } = context;
  const article = request.source === 'blog-pdf' ? request.article : undefined;
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
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ ...fresh, email: request.email, unsubscribeToken: newLinkToken(), createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    const [subscriber] = inserted
      ? [inserted]
      : await tx
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, request.email))
          .for('update');
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
            article,
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
      await tx
        .update(newsletterSubscribers)
        .set({ ...names, updatedAt: now })
        .where(eq(newsletterSubscribers.id, subscriber.id));
      return { status: 'confirmed', created: false, emailQueued: false };
    }

    const recentlySent =
      subscriber.status === 'pending' &&
      subscriber.confirmationSentAt !== null &&
      now.getTime() - subscriber.confirmationSentAt.getTime() <
        CONFIRMATION_RESEND_MINUTES * MINUTE;
    if (recentlySent) {
      await tx
        .update(newsletterSubscribers)
        .set({ ...names, updatedAt: now })
        .where(eq(newsletterSubscribers.id, subscriber.id));
      return { status: 'pending', created: false, emailQueued: false };
    }

    // Pending with an old email, or unsubscribed and back: a fresh link in today's language.
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({ ...fresh, ...names })
      .where(eq(newsletterSubscribers.id, subscriber.id))
      .returning();
    await sendConfirmation(updated!);
    return { status: 'pending', created: false, emailQueued: true };
  });
  if (outcome.emailQueued) wakeOutboxSender();
  return outcome;
}

export type ConfirmationState =
  | { kind: 'pending'; subscriber: Subscriber }
  | { kind: 'confirmed'; subscriber: Subscriber }
  | { kind: 'expired'; subscriber: Subscriber }
  | { kind: 'unsubscribed'; subscriber: Subscriber }
  | { kind: 'invalid' };

async function findByConfirmToken(db: Queryable, token: string) {
  if (!token) return undefined;
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)));
  return subscriber;
}

function confirmationState(subscriber: Subscriber | undefined, now: Date): ConfirmationState {
  if (!subscriber) return { kind: 'invalid' };
  if (subscriber.status !== 'pending') return { kind: subscriber.status, subscriber };
  const sentAt = subscriber.confirmationSentAt?.getTime() ?? 0;
  if (now.getTime() - sentAt > CONFIRMATION_VALID_DAYS * DAY)
    return { kind: 'expired', subscriber };
  return { kind: 'pending', subscriber };
}

/** What the confirmation link stands for, without changing anything (opening it is safe). */
export async function describeConfirmToken(db: Database, token: string, now: Date) {
  return confirmationState(await findByConfirmToken(db, token), now);
}

/** The Confirm button: a pending, unexpired address becomes a subscriber. Idempotent. */
export async function confirmSubscription(
  db: Database,
  token: string,
  now: Date,
): Promise<ConfirmationState> {
  return db.transaction(async (tx) => {
    const state = confirmationState(await findByConfirmToken(tx, token), now);
    if (state.kind !== 'pending') return state;
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(eq(newsletterSubscribers.id, state.subscriber.id))
      .returning();
    await recordConsent(tx, subscriber!.id, 'confirm', {
      source: 'email-link',
      locale: subscriberLocale(subscriber!),
      now,
    });
    return { kind: 'confirmed', subscriber: subscriber! };
  });
}

export type UnsubscribeState =
  | { kind: 'subscribed'; subscriber: Subscriber }
  | { kind: 'unsubscribed'; subscriber: Subscriber }
  | { kind: 'invalid' };

async function findByUnsubscribeToken(db: Queryable, token: string) {
  if (!token) return undefined;
  const [subscriber] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  return subscriber;
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

/**
 * Stops all newsletter email to the address behind the token: from the unsubscribe page's
 * button or a mail program's one-click unsubscribe. Repeating it changes nothing.
 */
export async function unsubscribe(
  db: Database,
  token: string,
  { now, via }: { now: Date; via: 'page' | 'one-click' },
): Promise<UnsubscribeState> {
  return db.transaction(async (tx) => {
    const state = unsubscribeState(await findByUnsubscribeToken(tx, token));
    if (state.kind !== 'subscribed') return state;
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      // Only the address and its consent history stay, as a suppression record.
      .set({
        status: 'unsubscribed',
        firstName: '',
        lastName: '',
        unsubscribedAt: now,
        updatedAt: now,
      })
      .where(eq(newsletterSubscribers.id, state.subscriber.id))
      .returning();
    await recordConsent(tx, subscriber!.id, 'unsubscribe', {
      source: via,
      locale: subscriberLocale(subscriber!),
      now,
    });
    return { kind: 'unsubscribed', subscriber: subscriber! };
  });
}

/** Every address with its consent history, oldest first (the studio's export). */
export async function listSubscribersWithConsents(db: Queryable) {
  const [subscribers, consents] = await Promise.all([
    db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt)),
    db.select().from(newsletterConsents).orderBy(asc(newsletterConsents.createdAt)),
  ]);
  return subscribers.map((subscriber) => ({
    subscriber,
    consents: consents.filter((consent) => consent.subscriberId === subscriber.id),
  }));
}
