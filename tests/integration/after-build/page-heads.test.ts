import { describe, expect, it } from 'vitest';
import {
  absolute,
  locales,
  localized,
  sitePages,
  siteUrl,
  type Locale,
} from '../../../e2e/support/site';
import { get, hasType, jsonLdNodes, server, servedPage } from './support/served-pages';
import { sitemapPaths } from './support/site-crawl';

const cases = locales.flatMap((locale) => sitePages.map((page) => ({ locale, ...page })));

describe('the head of every page, as served', () => {
  it.each(cases)(
    '$name ($locale) declares title, description, canonical, alternates, share cards and JSON-LD',
    async ({ locale, path, noIndex }) => {
      const doc = await servedPage(localized(locale as Locale, path));
      const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');

      const title = doc.title;
      expect(title).toMatch(/ \| Marlowe$/);
      expect(title.length, title).toBeGreaterThanOrEqual(30);
      expect(title.length, title).toBeLessThanOrEqual(60);
      const description = meta('meta[name="description"]') ?? '';
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(meta('meta[name="keywords"]')).toBeTruthy();
      const robots = doc.querySelectorAll('meta[name="robots"]');
      if (noIndex) {
        expect(robots).toHaveLength(1);
        expect(robots[0]!.getAttribute('content')).toBe('noindex, follow');
      } else {
        expect(robots).toHaveLength(0);
      }

      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        absolute(locale, path),
      );
      expect(doc.documentElement.getAttribute('lang')).toBe(locale);
      expect(doc.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(3);
      for (const [hreflang, language] of [
        ['en', 'en'],
        ['es', 'es'],
        ['x-default', 'en'],
      ] as const) {
        expect(doc.querySelector(`link[hreflang="${hreflang}"]`)?.getAttribute('href')).toBe(
          absolute(language, path),
        );
      }
      expect(meta('meta[property="og:title"]')).toBe(title);
      expect(meta('meta[property="og:description"]')).toBe(description);
      expect(meta('meta[property="og:url"]')).toBe(absolute(locale, path));
      expect(meta('meta[property="og:locale"]')).toBe(locale === 'en' ? 'en_US' : 'es_US');
      expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      const image = meta('meta[property="og:image"]') ?? '';
      expect(image.startsWith(siteUrl)).toBe(true);
      expect(meta('meta[name="twitter:image"]')).toBe(image);
      const imageResponse = await get(image.replace(siteUrl, ''));
      expect(imageResponse.status).toBe(200);
      expect(imageResponse.headers.get('content-type')).toBe('image/png');

      const nodes = jsonLdNodes(doc);
      const organization = nodes.find((node) => hasType(node, 'ProfessionalService'));
      expect(organization).toBeTruthy();
      expect(hasType(organization!, 'Organization')).toBe(true);
      expect(organization).toMatchObject({
        name: 'Marlowe Creative Studio',
        telephone: '+17575550142',
        email: 'hello@marlowe.studio',
        address: {
          addressLocality: 'Chincoteague Island',
          addressRegion: 'VA',
          addressCountry: 'US',
        },
      });
      expect(organization!.sameAs).toHaveLength(5);
      const website = nodes.find((node) => hasType(node, 'WebSite'));
      expect(website).toMatchObject({
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${absolute(locale, '/search')}?q={search_term_string}` },
        },
      });
      const webPage = nodes.find((node) => node.url === absolute(locale, path));
      expect(webPage?.inLanguage).toBe(locale);
    },
  );
});

describe('share images and sitemaps, as served', () => {
  it('draws share images per page and language', async () => {
    const [english, spanish, home] = await Promise.all(
      ['/about/opengraph-image', '/es/about/opengraph-image', '/opengraph-image'].map((address) =>
        get(address),
      ),
    );
    expect(english!.status).toBe(200);
    const [a, b, c] = await Promise.all(
      [english!, spanish!, home!].map(async (answer) => Buffer.from(await answer.arrayBuffer())),
    );
    expect(a!.subarray(1, 4).toString()).toBe('PNG');
    expect(a!.equals(b!)).toBe(false);
    expect(a!.equals(c!)).toBe(false);
  });

  it('lists every indexable page in both languages and no noindex page', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    expect(index.headers.get('content-type')).toContain('application/xml');
    const pages = await sitemapPaths(server);
    for (const locale of locales) {
      for (const { path, noIndex } of sitePages) {
        const listed = pages.includes(localized(locale, path));
        expect(listed, `${localized(locale, path)} in the sitemaps`).toBe(!noIndex);
      }
    }
    for (const path of new Set(pages)) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});
