// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { servicePath } from '@/config/navigation';
import { absoluteUrl } from '@/config/public-env';
import { launchArticles } from '../../../../tests/support/launch-articles';
import { locales } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import {
  contentDate as datedFor,
  indexedPaths as pathsFor,
  sitemapSectionOf,
} from '@/lib/seo/site-map';
import { buildSitemaps } from './sitemaps';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The same address whether or not the home page carries its trailing slash. */
const normalized = (url: string) => new URL(url).href;

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const children = (element: Element) => [...element.children];

function expectLoc(parent: Element) {
  const locs = children(parent).filter((child) => child.localName === 'loc');
  expect(locs).toHaveLength(1);
  const loc = locs[0]!.textContent!;
  expect(loc.length).toBeLessThanOrEqual(2048);
  expect(new URL(loc).protocol).toMatch(/^https?:$/);
  return loc;
}

function expectLastmod(parent: Element): string | undefined {
  const lastmods = children(parent).filter((child) => child.localName === 'lastmod');
  expect(lastmods.length).toBeLessThanOrEqual(1);
  const value = lastmods[0]?.textContent ?? undefined;
  if (value) expect(value).toMatch(W3C_DATE);
  return value;
}

interface UrlEntry {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** Reads a `<urlset>`, checking it against the sitemap schema's shape on the way. */
function readUrlset(xml: string): UrlEntry[] {
  const root = parseXml(xml).documentElement;
  expect(root.localName).toBe('urlset');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  const urls = children(root);
  expect(urls.length).toBeGreaterThan(0);
  return urls.map((url) => {
    expect(url.localName).toBe('url');
    expect(url.namespaceURI).toBe(SITEMAP_NS);
    const alternates: Record<string, string> = {};
    for (const child of children(url)) {
      if (child.namespaceURI === XHTML_NS) {
        expect(child.localName).toBe('link');
        expect(child.getAttribute('rel')).toBe('alternate');
        alternates[child.getAttribute('hreflang')!] = normalized(child.getAttribute('href')!);
      } else {
        expect(child.namespaceURI).toBe(SITEMAP_NS);
        expect(['loc', 'lastmod']).toContain(child.localName);
      }
    }
    return { loc: normalized(expectLoc(url)), lastmod: expectLastmod(url), alternates };
  });
}

function readIndex(xml: string) {
  const root = parseXml(xml).documentElement;
  expect(root.localName).toBe('sitemapindex');
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  return children(root).map((sitemap) => {
    expect(sitemap.localName).toBe('sitemap');
    expect(sitemap.namespaceURI).toBe(SITEMAP_NS);
    for (const child of children(sitemap)) expect(['loc', 'lastmod']).toContain(child.localName);
    return { loc: expectLoc(sitemap), lastmod: expectLastmod(sitemap) };
  });
}

const articles = launchArticles();
const articleSlugs = articles.map((article) => article.slug);
const indexedPaths = pathsFor(articles);
const contentDate = (path: string) => datedFor(path, articles);

describe('sitemaps', () => {
  const generatedAt = new Date('2026-01-02T03:04:05Z');

  it('list every indexed page exactly once per language', async () => {
    const set = await buildSitemaps(generatedAt, articles);
    const locs = set.sections.flatMap((section) => readUrlset(section.xml).map((url) => url.loc));
    const expected = indexedPaths.flatMap((path) =>
      locales.map((locale) => normalized(canonicalUrl(locale, path))),
    );
    expect(locs.toSorted()).toEqual(expected.toSorted());
    expect(new Set(locs).size).toBe(locs.length);
    expect(set.urlCount).toBe(expected.length);
  });

  it('give each page its alternates in every language and x-default, reciprocally', async () => {
    const set = await buildSitemaps(generatedAt, articles);
    const entries = set.sections.flatMap((section) => readUrlset(section.xml));
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort()).toEqual(['en', 'es', 'x-default']);
      expect(entry.alternates['x-default']).toBe(entry.alternates.en);
      expect(Object.values(entry.alternates)).toContain(entry.loc);
      for (const [lang, href] of Object.entries(entry.alternates)) {
        const other = byLoc.get(href);
        expect(other, `${entry.loc} names ${href} (${lang})`).toBeDefined();
        expect(other!.alternates).toEqual(entry.alternates);
      }
    }
  });

  it('date each page from its content, never from the clock', async () => {
    const first = await buildSitemaps(generatedAt, articles);
    const later = await buildSitemaps(new Date('2030-06-07T00:00:00Z'), articles);
    expect(later.index).toBe(first.index);
    expect(later.sections).toEqual(first.sections);

    const entries = first.sections.flatMap((section) => readUrlset(section.xml));
    for (const path of indexedPaths) {
      const entry = entries.find((e) => e.loc === normalized(canonicalUrl('es', path)));
      expect(entry?.lastmod, path).toBe(contentDate(path));
    }
    const article = `/blog/${articleSlugs[0]}`;
    const newest = articleSlugs
      .map((slug) => contentDate(`/blog/${slug}`)!)
      .sort()
      .at(-1);
    expect(contentDate('/blog')).toBe(newest);
    expect(contentDate(article)).toMatch(/^2\d{3}-\d{2}-\d{2}$/);
    expect(contentDate('/')! >= newest!).toBe(true);
  });

  it('know a content date for every indexed page', () => {
    expect(indexedPaths.filter((path) => !contentDate(path))).toEqual([]);
  });

  it('are indexed by section, each with its newest date, empty sections left out', async () => {
    const set = await buildSitemaps(generatedAt, articles);
    const index = readIndex(set.index);
    expect(index.map((entry) => entry.loc)).toEqual(
      set.sections.map((section) => absoluteUrl(section.path)),
    );
    expect(set.sections.map((section) => section.name)).toEqual(['pages', 'services', 'blog']);
    expect(index[2]!.lastmod).toBe(contentDate('/blog'));
    const [services] = set.sections.filter((section) => section.name === 'services');
    expect(readUrlset(services!.xml).map((entry) => entry.loc)).toContain(
      normalized(canonicalUrl('es', servicePath('ai-training'))),
    );

    const withoutServices = await buildSitemaps(
      generatedAt,
      articles,
      indexedPaths.filter((path) => sitemapSectionOf(path) !== 'services'),
    );
    expect(withoutServices.sections.map((section) => section.name)).toEqual(['pages', 'blog']);
  });

  it('put each page in the first section that claims it, the rest in pages', () => {
    expect(sitemapSectionOf(servicePath('website-design'))).toBe('services');
    expect(sitemapSectionOf('/services/unknown')).toBe('pages');
    expect(sitemapSectionOf('/blog')).toBe('blog');
    expect(sitemapSectionOf(`/blog/${articleSlugs[0]}`)).toBe('blog');
    expect(sitemapSectionOf('/blogroll')).toBe('pages');
    expect(sitemapSectionOf('/about')).toBe('pages');
  });

  it('list a new article with the others, and date the magazine by it', async () => {
    const newest = { ...articles[0]!, id: 'n', slug: 'a-new-article', date: '2031-01-02' };
    const set = await buildSitemaps(generatedAt, [newest, ...articles]);
    const blog = set.sections.find((section) => section.name === 'blog')!;
    expect(readUrlset(blog.xml).map((entry) => entry.loc)).toContain(
      normalized(canonicalUrl('es', '/blog/a-new-article')),
    );
    expect(readIndex(set.index).at(-1)!.lastmod).toBe('2031-01-02');
  });

  it('list a page named twice in the registry once', async () => {
    const set = await buildSitemaps(generatedAt, articles, ['/about', '/about']);
    expect(set.urlCount).toBe(locales.length);
  });
});
