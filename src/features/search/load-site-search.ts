import type { AsPlainObject } from 'minisearch';
import type { Locale } from '@/i18n/routing';
import { loadOncePerKey } from '@/lib/load-once';
import type { SearchHit } from './engine';

type SiteSearch = (query: string) => SearchHit[];

function searchIndexPath(locale: Locale) {
  return `/api/search-index/${locale}`;
}

async function fetchIndex(locale: Locale): Promise<AsPlainObject> {
  const response = await fetch(searchIndexPath(locale));
  if (!response.ok) throw new Error(`Search index answered ${response.status}`);
  return (await response.json()) as AsPlainObject;
}

export const loadSiteSearch = loadOncePerKey(async (locale: Locale): Promise<SiteSearch> => {
  const [engine, serialized] = await Promise.all([import('./engine'), fetchIndex(locale)]);
  const index = engine.loadSearchIndex(locale, serialized);
  return (query: string) => engine.searchSite(index, query);
});
