import { getArticles, type BlogArticle } from '@/content/blog';
import { locales, type Locale } from '@/i18n/routing';
import type { Queryable } from '@/server/db/types';
import { confirmedByLocale } from './subscribers-repository';
import type { SendRecord } from './sends-repository';

export const stillSending = (send: SendRecord) => send.counts.queued + send.counts.failed > 0;

export async function unsentArticles(
  sends: readonly SendRecord[],
  locale: Locale,
): Promise<BlogArticle[]> {
  const sent = new Set(sends.map((send) => send.article));
  return (await getArticles(locale))
    .filter((article) => !sent.has(article.id))
    .toSorted((a, b) => b.date.localeCompare(a.date));
}

export async function audience(db: Queryable): Promise<Record<Locale, number> & { total: number }> {
  const rows = await confirmedByLocale(db);
  const byLocale = Object.fromEntries(
    locales.map((locale) => [locale, rows.find((row) => row.locale === locale)?.count ?? 0]),
  ) as Record<Locale, number>;
  return { ...byLocale, total: rows.reduce((sum, row) => sum + row.count, 0) };
}
