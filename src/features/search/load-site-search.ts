import type { AsPlainObject } from 'minisearch';
import type { Locale } from '@/i18n/routing';
import { loadOncePerKey } from '@/lib/load-once';
import type { SearchHit } from './engine';

export type SiteSearch = (query: string) => SearchHit[];

/** Where each language's index is served, built with the site. */
export function searchIndexPath(locale: Locale) {
  return `/api/search-index/${locale}`;
}

async function fetchIndex(locale: Locale): Promise<AsPlainObject> {
  const response = await fetch(searchIndexPath(locale));
  if (!response.ok) throw new Error(`Search index answered ${response.status}`);
  return (await response.json()) as AsPlainObject;
}

/**
 * The search engine and the language's index, fetched the first time a visitor searches (or
 * reaches for the search field) and kept for the rest of the visit. A failed load is retried
 * on the next call.
 */
export const loadSiteSearch = loadOncePerKey(async (locale: Locale): Promise<SiteSearch> => {
  const [engine, serialized] = await Promise.all([import('./engine'), fetchIndex(locale)]);
  const index = engine.loadSearchIndex(locale, serialized);
  return (query: string) => engine.searchSite(index, query);
});
