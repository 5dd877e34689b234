import 'server-only';
import type { Locale } from '@/i18n/routing';
import { buildSearchIndex, searchSite, type SearchHit, type SiteSearchIndex } from '../engine';
import { searchDocuments } from './documents';

/** As long as the search field allows. */
const MAX_QUERY_LENGTH = 200;

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

/** The query of a results address (`?q=`): its first value, trimmed, at most 200 characters. */
export function addressQuery(value: string | string[] | undefined): string {
  const first = Array.isArray(value) ? value[0] : value;
  return (first ?? '').slice(0, MAX_QUERY_LENGTH).trim();
}

export async function searchOnServer(locale: Locale, query: string): Promise<SearchHit[]> {
  return query ? searchSite(await siteSearchIndex(locale), query) : [];
}
