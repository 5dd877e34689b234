import 'server-only';
import { publishedArticles } from '@/content/blog/published';
import type { Locale } from '@/i18n/routing';
import { loadOncePerVersion } from '@/lib/load-once';
import { SEARCH_QUERY_MAX_LENGTH } from '../components/search-form';
import { buildSearchIndex, searchSite, type SearchHit, type SiteSearchIndex } from '../engine';
import { searchDocuments } from './documents';

const indexOf = loadOncePerVersion(async (locale: Locale): Promise<SiteSearchIndex> =>
  buildSearchIndex(locale, await searchDocuments(locale)),
);

// Built again when the articles change.
export async function siteSearchIndex(locale: Locale): Promise<SiteSearchIndex> {
  return indexOf(locale, (await publishedArticles()).version);
}

export function addressQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

export async function searchOnServer(locale: Locale, query: string): Promise<SearchHit[]> {
  return query ? searchSite(await siteSearchIndex(locale), query) : [];
}
