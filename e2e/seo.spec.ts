import { expect, test } from './support/fixtures';
import { sitemapPaths } from './support/link-crawl';
import { absolute, locales, localized, sitePages, siteUrl } from './support/site';

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[] };

function flatten(value: unknown): JsonLdNode[] {
  if (Array.isArray(value)) return value.flatMap(flatten);
  if (value && typeof value === 'object') {
    const node = value as JsonLdNode & { '@graph'?: unknown };
    return [node, ...(node['@graph'] ? flatten(node['@graph']) : [])];
  }
  return [];
}

const hasType = (node: JsonLdNode, type: string) =>
  Array.isArray(node['@type']) ? node['@type'].includes(type) : node['@type'] === type;

for (const locale of locales) {
  for (const { name, path, noIndex } of sitePages) {
    test(`${name} (${locale}) declares title, description, canonical, alternates, share cards and JSON-LD`, async ({
      page,
      request,
    }) => {
      await page.goto(localized(locale, path));
      const title = await page.title();
      expect(title).toMatch(/ \| Marlowe$/);
      expect(title.length, title).toBeGreaterThanOrEqual(30);
      expect(title.length, title).toBeLessThanOrEqual(60);

      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
      const description = (await meta('meta[name="description"]')) ?? '';
      expect(description.length, description).toBeGreaterThanOrEqual(120);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(await meta('meta[name="keywords"]')).toBeTruthy();
      const robots = page.locator('meta[name="robots"]');
      if (noIndex) await expect(robots).toHaveAttribute('content', 'noindex, follow');
      else await expect(robots).toHaveCount(0);

      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        absolute(locale, path),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
      for (const [hreflang, language] of [
        ['en', 'en'],
        ['es', 'es'],
        ['x-default', 'en'],
      ] as const) {
        expect(await page.locator(`link[hreflang="${hreflang}"]`).getAttribute('href')).toBe(
          absolute(language, path),
        );
      }
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[property="og:url"]')).toBe(absolute(locale, path));
      expect(await meta('meta[property="og:locale"]')).toBe(locale === 'en' ? 'en_US' : 'es_US');
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      const image = (await meta('meta[property="og:image"]')) ?? '';
      expect(image.startsWith(siteUrl)).toBe(true);
      expect(await meta('meta[name="twitter:image"]')).toBe(image);

      const imageResponse = await request.get(image.replace(siteUrl, ''));
      expect(imageResponse.status()).toBe(200);
      expect(imageResponse.headers()['content-type']).toBe('image/png');

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const nodes = blocks.flatMap((block) => flatten(JSON.parse(block)));
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
    });
  }
}

test('share images are drawn per page and language', async ({ request }) => {
  const english = await request.get('/about/opengraph-image');
  const spanish = await request.get('/es/about/opengraph-image');
  const home = await request.get('/opengraph-image');
  expect(english.status()).toBe(200);
  const [a, b, c] = await Promise.all([english.body(), spanish.body(), home.body()]);
  expect(a.subarray(1, 4).toString()).toBe('PNG');
  expect(a.equals(b)).toBe(false);
  expect(a.equals(c)).toBe(false);
});

test('the sitemaps list every indexable page in both languages and no noindex page', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('application/xml');
  const pages = await sitemapPaths(request);
  for (const locale of locales) {
    for (const { path, noIndex } of sitePages) {
      const listed = pages.includes(localized(locale, path));
      expect(listed, `${localized(locale, path)} in the sitemaps`).toBe(!noIndex);
    }
  }
  for (const path of new Set(pages)) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
