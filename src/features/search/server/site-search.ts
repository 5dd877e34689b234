import 'server-only';
import type { Locale } from '@/i18n/routing';
import { loadOncePerKey } from '@/lib/load-once';
import { SEARCH_QUERY_MAX_LENGTH } from '../components/search-form';
import { buildSearchIndex, searchSite, type SearchHit, type SiteSearchIndex } from '../engine';
import { searchDocuments } from './documents';

export const siteSearchIndex = loadOncePerKey(async (locale: Locale): Promise<SiteSearchIndex> =>
  buildSearchIndex(locale, await searchDocuments(locale)),
);

export function addressQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

export async function searchOnServer(locale: Locale, query: string): Promise<SearchHit[]> {
  return query ? searchSite(await siteSearchIndex(locale), query) : [];
}
