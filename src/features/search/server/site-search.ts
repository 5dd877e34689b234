import 'server-only';
import type { Locale } from '@/i18n/routing';
import { SEARCH_QUERY_MAX_LENGTH } from '../components/search-form';
import { buildSearchIndex, searchSite, type SearchHit, type SiteSearchIndex } from '../engine';
import { searchDocuments } from './documents';

const indexes = new Map<Locale, Promise<SiteSearchIndex>>();

/** Each language's index, built from the content once per process. */
export function siteSearchIndex(locale: Locale): Promise<SiteSearchIndex> {
  let index = indexes.get(locale);
  if (!index) {
    index = searchDocuments(locale).then((documents) => buildSearchIndex(locale, documents));
    indexes.set(locale, index);
  }
  return index;
}

/** The query of a results address (`?q=`): its first value, trimmed, no longer than the field allows. */
export function addressQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}

export async function searchOnServer(locale: Locale, query: string): Promise<SearchHit[]> {
  return query ? searchSite(await siteSearchIndex(locale), query) : [];
}
