// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@messages/en/seo.json';
import es from '@messages/es/seo.json';
import { analyzeDocument } from '@/features/seo/analyzer';
import { locales, type Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import { indexedPaths } from '@/lib/seo/site-map';
import { prerenderedPages } from '../../../scripts/measure/lib/prerendered-pages';

const root = path.resolve(__dirname, '..', '..', '..');
const analysisText = { en: en.SeoAnalysis, es: es.SeoAnalysis } as const;
const MIN_SCORE = 90;

/** The build's own name for a page: every language, English included, under its prefix. */
const buildRoute = (locale: Locale, pagePath: string) =>
  `/${locale}${pagePath === '/' ? '' : pagePath}`;

const pages = new Map(prerenderedPages(root).map((page) => [page.route, page.file]));
const parse = (file: string) =>
  new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');

const robots = (doc: Document) =>
  doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';

describe('every indexable page passes its own SEO analysis', () => {
  const cases = locales.flatMap((locale) => indexedPaths.map((pagePath) => ({ locale, pagePath })));

  it.each(cases)('$pagePath ($locale)', ({ locale, pagePath }) => {
    const file = pages.get(buildRoute(locale, pagePath));
    expect(file, `no prerendered HTML for ${buildRoute(locale, pagePath)}`).toBeDefined();
    const doc = parse(file!);
    const analysis = analyzeDocument(doc, {
      text: analysisText[locale],
      pageUrl: canonicalUrl(locale, pagePath),
    });
    const serious = analysis.issues.filter((issue) => issue.type !== 'info');
    expect(serious).toEqual([]);
    expect(analysis.score).toBeGreaterThanOrEqual(MIN_SCORE);
    expect(robots(doc)).not.toMatch(/noindex/);
  });
});

describe('the page registry', () => {
  it('names every prerendered page that search engines may index', () => {
    const registered = new Set(
      locales.flatMap((locale) => indexedPaths.map((pagePath) => buildRoute(locale, pagePath))),
    );
    const localized = [...pages.keys()].filter((route) =>
      locales.some((locale) => route === `/${locale}` || route.startsWith(`/${locale}/`)),
    );
    expect(localized.length).toBeGreaterThan(registered.size);
    const unregistered = localized.filter(
      (route) => !registered.has(route) && !/noindex/.test(robots(parse(pages.get(route)!))),
    );
    expect(unregistered).toEqual([]);
  });

  it('keeps the SEO dashboard out of search results', () => {
    for (const locale of locales) {
      const doc = parse(pages.get(buildRoute(locale, '/seo-dashboard'))!);
      expect(robots(doc)).toMatch(/noindex/);
      expect(indexedPaths).not.toContain('/seo-dashboard');
    }
  });
});
