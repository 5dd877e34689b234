// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en/seo.json';
import es from '@messages/es/seo.json';
import { analyzeDocument } from '@/lib/seo/analyzer';
import { locales, type Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import { indexedPaths as pathsFor, staticIndexedPaths } from '@/lib/seo/site-map';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import { prerenderedPages } from '../../../scripts/measure/lib/prerendered-pages';
import { launchArticles } from '../../support/launch-articles';

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

// The launch articles, on a fresh database: pages made from them are rendered by the server.
const indexedPaths = pathsFor(launchArticles());

let dataDir: string;
let server: RunningServer;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-seo-'));
  server = await startNextServer({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function servedPage(locale: Locale, pagePath: string): Promise<Document> {
  const address = buildRoute(locale, pagePath).replace(/^\/en(?=\/|$)/, '') || '/';
  const response = await fetch(`${server.url}${address}`);
  expect(response.status, address).toBe(200);
  return new DOMParser().parseFromString(await response.text(), 'text/html');
}

describe('every indexable page passes its own SEO analysis', () => {
  const cases = locales.flatMap((locale) => indexedPaths.map((pagePath) => ({ locale, pagePath })));

  it.each(cases)('$pagePath ($locale)', async ({ locale, pagePath }) => {
    const doc = await servedPage(locale, pagePath);
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
  it('names every prerendered page that search engines may index, and no page twice', () => {
    expect(new Set(indexedPaths).size).toBe(indexedPaths.length);
    const registered = new Set(
      locales.flatMap((locale) => indexedPaths.map((pagePath) => buildRoute(locale, pagePath))),
    );
    const localized = [...pages.keys()].filter((route) =>
      locales.some((locale) => route === `/${locale}` || route.startsWith(`/${locale}/`)),
    );
    // The home page and the magazine are made from the articles on request; the rest is prerendered.
    const prerendered = staticIndexedPaths.filter(
      (pagePath) => pagePath !== '/' && pagePath !== '/blog',
    );
    expect(localized.length).toBeGreaterThanOrEqual(locales.length * prerendered.length);
    const unregistered = localized.filter(
      (route) => !registered.has(route) && !/noindex/.test(robots(parse(pages.get(route)!))),
    );
    expect(unregistered).toEqual([]);
  });

  it('keeps the SEO dashboard out of search results', async () => {
    for (const locale of locales) {
      expect(robots(await servedPage(locale, '/seo-dashboard'))).toMatch(/noindex/);
      expect(indexedPaths).not.toContain('/seo-dashboard');
    }
  });
});
