import type { AsPlainObject } from 'minisearch';
import type { Locale } from '@/i18n/routing';
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

const loading = new Map<Locale, Promise<SiteSearch>>();

/**
 * The search engine and the language's index, fetched the first time a visitor searches (or
 * reaches for the search field) and kept for the rest of the visit. A failed load is retried
 * on the next call.
 */
export function loadSiteSearch(locale: Locale): Promise<SiteSearch> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = Promise.all([import('./engine'), fetchIndex(locale)]).then(([engine, serialized]) => {
      const index = engine.loadSearchIndex(locale, serialized);
      return (query: string) => engine.searchSite(index, query);
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
