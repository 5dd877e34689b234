import { count, desc, eq } from 'drizzle-orm';
import { getArticles, type BlogArticle } from '@/content/blog';
import { locales, type Locale } from '@/i18n/routing';
import {
  deliveryStatuses,
  newsletterDeliveries,
  newsletterSends,
  newsletterSubscribers,
  studioPasskeys,
  studioSessions,
  type DeliveryStatus,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export interface SendProgress {
  id: string;
  article: string;
  createdAt: Date;
  sentBy: 'desk' | 'command-line';
  /** The passkey of the desk session that sent it, when it still exists. */
  device: string | null;
  recipients: number;
  counts: Record<DeliveryStatus, number>;
}

export const stillSending = (send: SendProgress) => send.counts.queued + send.counts.failed > 0;

export async function listSends(db: Queryable): Promise<SendProgress[]> {
  const [sends, tallies] = await Promise.all([
    db
      .select({
        id: newsletterSends.id,
        article: newsletterSends.article,
        createdAt: newsletterSends.createdAt,
        sentBy: newsletterSends.sentBy,
        device: studioPasskeys.name,
        recipients: newsletterSends.recipients,
      })
      .from(newsletterSends)
      .leftJoin(studioSessions, eq(studioSessions.id, newsletterSends.sessionId))
      .leftJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
      .orderBy(desc(newsletterSends.createdAt)),
    db
      .select({
        sendId: newsletterDeliveries.sendId,
        status: newsletterDeliveries.status,
        count: count(),
      })
      .from(newsletterDeliveries)
      .groupBy(newsletterDeliveries.sendId, newsletterDeliveries.status),
  ]);
  return sends.map((send) => {
    const counts = Object.fromEntries(deliveryStatuses.map((status) => [status, 0])) as Record<
      DeliveryStatus,
      number
    >;
    for (const tally of tallies) if (tally.sendId === send.id) counts[tally.status] = tally.count;
    return { ...send, counts };
  });
}

export function unsentArticles(sends: readonly SendProgress[], locale: Locale): BlogArticle[] {
  const sent = new Set(sends.map((send) => send.article));
  return getArticles(locale)
    .filter((article) => !sent.has(article.slug))
    .toSorted((a, b) => b.date.localeCompare(a.date));
}

export async function audience(db: Queryable): Promise<Record<Locale, number> & { total: number }> {
  const rows = await db
    .select({ locale: newsletterSubscribers.locale, count: count() })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'confirmed'))
    .groupBy(newsletterSubscribers.locale);
  const byLocale = Object.fromEntries(
    locales.map((locale) => [locale, rows.find((row) => row.locale === locale)?.count ?? 0]),
  ) as Record<Locale, number>;
  return { ...byLocale, total: rows.reduce((sum, row) => sum + row.count, 0) };
}
