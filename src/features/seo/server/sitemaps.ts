import 'server-only';
import { Readable } from 'node:stream';
import {
  SitemapIndexStream,
  SitemapStream,
  streamToPromise,
  type LinkItem,
  type SitemapItemLoose,
} from 'sitemap';
import { absoluteUrl } from '@/config/public-env';
import { defaultLocale, locales } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import {
  contentDate,
  DEFAULT_SITEMAP_SECTION,
  indexedPaths,
  sitemapSectionOf,
  sitemapSections,
  type DatedArticle,
} from '@/lib/seo/site-map';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

function sectionSitemapPath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

interface SectionSitemap {
  name: string;
  path: string;
  urlCount: number;
  xml: string;
}

export interface SitemapSet {
  generatedAt: Date;
  index: string;
  sections: SectionSitemap[];
  urlCount: number;
}

function pageEntries(path: string, articles: readonly DatedArticle[]): SitemapItemLoose[] {
  const links: LinkItem[] = [
    ...locales.map((lang) => ({ lang, url: canonicalUrl(lang, path) })),
    { lang: 'x-default', url: canonicalUrl(defaultLocale, path) },
  ];
  const lastmod = contentDate(path, articles);
  return locales.map((locale) => ({
    url: canonicalUrl(locale, path),
    links,
    ...(lastmod ? { lastmod } : {}),
  }));
}

async function render(stream: SitemapStream | SitemapIndexStream, items: object[]) {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

// Empty sections are left out of the index: an empty `<urlset>` is not a valid sitemap.
export async function buildSitemaps(
  generatedAt: Date,
  articles: readonly DatedArticle[],
  paths: readonly string[] = indexedPaths(articles),
): Promise<SitemapSet> {
  const names = [DEFAULT_SITEMAP_SECTION, ...sitemapSections.map((section) => section.name)];
  const unique = [...new Set(paths)];
  const sections: (SectionSitemap & { lastmod?: string })[] = [];
  for (const name of names) {
    const sectionPaths = unique.filter((path) => sitemapSectionOf(path) === name);
    if (sectionPaths.length === 0) continue;
    const entries = sectionPaths.flatMap((path) => pageEntries(path, articles));
    const xml = await render(
      new SitemapStream({
        lastmodDateOnly: true,
        xmlns: { xhtml: true, news: false, image: false, video: false },
      }),
      entries,
    );
    const lastmod = sectionPaths
      .map((path) => contentDate(path, articles))
      .filter(Boolean)
      .sort()
      .at(-1);
    sections.push({ name, path: sectionSitemapPath(name), urlCount: entries.length, xml, lastmod });
  }
  const index = await render(
    new SitemapIndexStream({ lastmodDateOnly: true }),
    sections.map(({ path, lastmod }) => ({
      url: absoluteUrl(path),
      ...(lastmod ? { lastmod } : {}),
    })),
  );
  return {
    generatedAt,
    index,
    sections: sections.map(({ name, path, urlCount, xml }) => ({ name, path, urlCount, xml })),
    urlCount: sections.reduce((sum, section) => sum + section.urlCount, 0),
  };
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // A crawler's copy lasts five minutes: a published article is seen within that time.
      'Cache-Control': 'public, max-age=300',
    },
  });
}
