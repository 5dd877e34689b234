import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import type { CsvTable } from '@/lib/csv';
import { formatSlot } from '@/lib/dates';
import { deskTranslator } from '@/lib/desk-translator';
import type { newsletterConsents, Subscriber } from '@/server/db/schema';

type Consent = typeof newsletterConsents.$inferSelect;

interface SubscriberWithConsents {
  subscriber: Subscriber;
  consents: readonly Consent[];
}

const subscriberColumns = [
  'email',
  'status',
  'firstName',
  'lastName',
  'language',
  'subscribedAt',
  'confirmedAt',
  'unsubscribedAt',
  'sources',
] as const;

// One table for every spreadsheet of subscribers: the desk's download and `npm run subscribers`.
export function subscriberTable(list: readonly SubscriberWithConsents[], locale: Locale): CsvTable {
  const t = deskTranslator(locale);
  const when = (date: Date | null) =>
    date ? formatSlot(date, locale, studioTimeZone, { year: true }) : '';
  const source = (key: string) => {
    const name = `subscribers.sources.${key}` as never;
    return t.has(name) ? t(name) : key;
  };
  return {
    header: subscriberColumns.map((column) => t(`csv.subscribers.${column}`)),
    rows: list.map(({ subscriber, consents }) => [
      subscriber.email,
      t(`subscribers.status.${subscriber.status}`),
      subscriber.firstName,
      subscriber.lastName,
      t(`lists.languages.${subscriber.locale === 'es' ? 'es' : 'en'}`),
      when(subscriber.createdAt),
      when(subscriber.confirmedAt),
      when(subscriber.unsubscribedAt),
      [
        ...new Set(
          consents.filter((consent) => consent.action === 'subscribe').map((c) => c.source),
        ),
      ]
        .map(source)
        .join('; '),
    ]),
  };
}

/** A subscriber as `npm run subscribers -- export --format json` gives it, for scripts. */
export function subscriberRecord({ subscriber, consents }: SubscriberWithConsents) {
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
