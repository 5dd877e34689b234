import 'server-only';
import { publishedArticles } from '@/content/blog/published';
import { buildSitemaps, type SitemapSet } from './sitemaps';

interface Generation {
  version: number;
  sitemaps: Promise<SitemapSet>;
}

// On globalThis because each route is bundled on its own, and all must serve the same generation.
const registry = globalThis as typeof globalThis & { __marloweSitemaps?: Generation };

async function generate(): Promise<SitemapSet> {
  const { version, articles } = await publishedArticles();
  const sitemaps = buildSitemaps(new Date(), articles);
  const generation = { version, sitemaps };
  registry.__marloweSitemaps = generation;
  // A failed build is not kept: the next request tries again.
  sitemaps.catch(() => {
    if (registry.__marloweSitemaps === generation) registry.__marloweSitemaps = undefined;
  });
  return sitemaps;
}

// Written again once an article is published, changed or taken down.
export async function currentSitemaps(): Promise<SitemapSet> {
  const current = registry.__marloweSitemaps;
  const { version } = await publishedArticles();
  return current?.version === version ? current.sitemaps : generate();
}

export function regenerateSitemaps(): Promise<SitemapSet> {
  return generate();
}
