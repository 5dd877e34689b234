import 'server-only';
import { buildSitemaps, type SitemapSet } from './sitemaps';

// On globalThis because each route is bundled on its own, and all must serve the same generation.
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
