import 'server-only';
import { buildSitemaps, type SitemapSet } from './sitemaps';

/*
 * The sitemaps are built from the content on first request and kept in memory with their
 * generation time; regenerating rebuilds them. Kept on globalThis because each route is bundled
 * on its own, and they must all serve the same generation.
 */
const registry = globalThis as typeof globalThis & { __marloweSitemaps?: Promise<SitemapSet> };

function generate(): Promise<SitemapSet> {
  const generation = buildSitemaps(new Date());
  registry.__marloweSitemaps = generation;
  // A failed build is not kept: the next request tries again.
  generation.catch(() => {
    if (registry.__marloweSitemaps === generation) registry.__marloweSitemaps = undefined;
  });
  return generation;
}

export function currentSitemaps(): Promise<SitemapSet> {
  return registry.__marloweSitemaps ?? generate();
}

export function regenerateSitemaps(): Promise<SitemapSet> {
  return generate();
}
