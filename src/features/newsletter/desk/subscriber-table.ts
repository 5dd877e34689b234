import type { newsletterConsents, Subscriber } from '@/server/db/schema';

type Consent = typeof newsletterConsents.$inferSelect;

// One shape for every export of subscribers: the desk's download and `npm run subscribers`.
export const subscriberColumns = [
  'email',
  'status',
  'firstName',
  'lastName',
  'locale',
  'subscribedAt',
  'confirmedAt',
  'unsubscribedAt',
  'sources',
] as const;

export function subscriberRecord({
  subscriber,
  consents,
}: {
  subscriber: Subscriber;
  consents: readonly Consent[];
}) {
  return {
    email: subscriber.email,
    status: subscriber.status,
    firstName: subscriber.firstName,
    lastName: subscriber.lastName,
    locale: subscriber.locale,
    subscribedAt: subscriber.createdAt.toISOString(),
    confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
    consents: consents.map((consent) => ({
      action: consent.action,
      source: consent.source,
      locale: consent.locale,
      article: consent.article,
      at: consent.createdAt.toISOString(),
    })),
  };
}

type SubscriberRecord = ReturnType<typeof subscriberRecord>;

const sources = (record: SubscriberRecord) =>
  [
    ...new Set(
      record.consents.filter((consent) => consent.action === 'subscribe').map((c) => c.source),
    ),
  ].join('; ');

export function subscriberRows(records: readonly SubscriberRecord[]): unknown[][] {
  return records.map((record) =>
    subscriberColumns.map((column) => (column === 'sources' ? sources(record) : record[column])),
  );
}
