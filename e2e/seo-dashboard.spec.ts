import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { withArticlesLock } from './support/desk';
import { expect, test, useTheme } from './support/fixtures';
import { locales, localized, type Locale } from './support/site';
import { bothWidths, oneWidthPerLanguage } from './support/widths';

/** What each language must show, quoted from the dashboard. */
const copy = {
  en: {
    h1: 'SEO Dashboard',
    analyze: 'Analyze Page',
    picker: 'Page to analyze',
    analyzed: (page: string) =>
      new RegExp(`^Analysis of ${page} finished: score \\d+ out of 100\\.$`),
    cards: ['SEO score', 'Strengths', 'Issues', 'Recommendations'],
    noH1: 'The page has no h1 heading.',
    twoH1: 'The page has 2 h1 headings; use only one.',
    oneH1: 'The page has exactly one h1 heading.',
    critical: 'Critical:',
    warning: 'Warning:',
    fix: 'Fix:',
    sitemapStatus: /^\d+ URLs in \d+ sitemaps, generated .+ UTC\.$/,
    loading: 'Loading sitemap status...',
    features: ['Structured data', 'Meta optimization', 'Social sharing', 'Image SEO'],
    regenerate: 'Regenerate Sitemaps',
    runAll: 'Analyze every page',
    allDone: /^All \d+ pages analyzed\.$/,
    open: (page: string) => `Show the analysis of ${page}`,
    toLight: 'Switch to light theme',
  },
  es: {
    h1: 'Panel SEO',
    analyze: 'Analizar página',
    picker: 'Página que se analizará',
    analyzed: (page: string) =>
      new RegExp(`^Análisis de ${page} terminado: puntuación \\d+ de 100\\.$`),
    cards: ['Puntuación SEO', 'Fortalezas', 'Problemas', 'Recomendaciones'],
    noH1: 'La página no tiene un encabezado h1.',
    twoH1: 'La página tiene 2 encabezados h1; use solo uno.',
    oneH1: 'La página tiene un único encabezado h1.',
    critical: 'Crítico:',
    warning: 'Advertencia:',
    fix: 'Solución:',
    sitemapStatus: /^\d+ URL en \d+ sitemaps, generados el .+ UTC\.$/,
    loading: 'Cargando el estado de los sitemaps...',
    features: [
      'Datos estructurados',
      'Metadatos optimizados',
      'Para compartir en redes',
      'SEO de imágenes',
    ],
    regenerate: 'Regenerar sitemaps',
    runAll: 'Analizar todas las páginas',
    allDone: /^Se analizaron las \d+ páginas\.$/,
    open: (page: string) => `Ver el análisis de ${page}`,
    toLight: 'Cambiar al tema claro',
  },
} as const;

/** The picker's first entry, as it appears (escaped) in the analysis announcement. */
const CURRENT = { en: 'This page \\(the dashboard\\)', es: 'Esta página \\(el panel\\)' };

const issues = (page: Page) => page.getByTestId('seo-issues').getByRole('listitem');
const recommendations = (page: Page) =>
  page.getByTestId('seo-recommendations').getByRole('listitem');

async function openDashboard(page: Page, locale: Locale) {
  await page.goto(localized(locale, '/seo-dashboard'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[locale].h1);
  // The first analysis runs by itself once the page has painted.
  await expect(page.getByText(copy[locale].analyzed(CURRENT[locale]))).toBeVisible();
}

for (const locale of locales) {
  const text = copy[locale];

  test.describe(`SEO dashboard (${locale})`, () => {
    test(
      'shows the score, counts, lists and sitemap card after Analyze Page',
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        await openDashboard(page, locale);
        await page.getByRole('button', { name: text.analyze }).click();
        await expect(page.getByText(text.analyzed(CURRENT[locale]))).toBeVisible();

        const main = page.locator('main');
        for (const card of text.cards) await expect(main).toContainText(card);
        const score = Number(await page.getByTestId('seo-score').textContent());
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(score));

        const strengths = page.getByTestId('seo-strengths').getByRole('listitem');
        await expect(strengths.filter({ hasText: text.oneH1 })).toHaveCount(1);
        // The footer's social links are external and followed: one info issue, low priority.
        await expect(issues(page).first()).toContainText(text.fix);
        await expect(
          recommendations(page).first().locator('[data-slot="badge"]').first(),
        ).toHaveClass(/bg-secondary/);

        const status = page.getByTestId('sitemap-status');
        await expect(status).toHaveText(text.sitemapStatus);
        for (const name of ['sitemap.xml', 'sitemaps/pages.xml', 'sitemaps/blog.xml']) {
          await expect(page.locator(`a[href$="/${name}"]`)).toHaveCount(1);
        }
        for (const feature of text.features) await expect(main).toContainText(feature);
      },
    );

    test('analyses another page picked from the list', async ({ page }) => {
      await openDashboard(page, locale);
      const target = localized(locale, '/about');
      await page.getByLabel(text.picker).selectOption(target);
      await expect(page.getByText(text.analyzed(target.replace(/\//g, '\\/')))).toBeVisible();
      await expect(
        page.getByTestId('seo-strengths').getByRole('listitem').filter({ hasText: text.oneH1 }),
      ).toHaveCount(1);
      await expect(page.getByTestId('seo-score')).toHaveText('100');
    });

    test('a removed h1 shows as critical, a second h1 as a warning', async ({ page }) => {
      await openDashboard(page, locale);
      const analyze = page.getByRole('button', { name: text.analyze });

      await page.evaluate(() => document.querySelector('h1')?.remove());
      await analyze.click();
      const missing = issues(page).filter({ hasText: text.noH1 });
      await expect(missing).toContainText(text.critical);
      await expect(
        recommendations(page).first().locator('[data-slot="badge"]').first(),
      ).toHaveClass(/bg-destructive/);

      await page.evaluate(() => {
        const main = document.querySelector('main')!;
        for (const title of ['First', 'Second']) {
          const heading = document.createElement('h1');
          heading.textContent = title;
          main.prepend(heading);
        }
      });
      await analyze.click();
      await expect(issues(page).filter({ hasText: text.noH1 })).toHaveCount(0);
      await expect(issues(page).filter({ hasText: text.twoH1 })).toContainText(text.warning);
      await expect(
        recommendations(page).first().locator('[data-slot="badge"]').first(),
      ).toHaveClass(/bg-primary/);
    });

    test('regenerating the sitemaps fetches their status again', async ({ page }) => {
      // Until the status arrives, the card says it is loading.
      const served = await page.request.get(localized(locale, '/seo-dashboard'));
      expect(await served.text()).toContain(text.loading);

      const firstStatus = page.waitForResponse((r) => r.url().includes('/api/seo-status'));
      await page.goto(localized(locale, '/seo-dashboard'));
      const before = (await (await firstStatus).json()) as { generatedAt: string };
      const status = page.getByTestId('sitemap-status');
      await expect(status).toHaveText(text.sitemapStatus);

      const regenerated = page.waitForResponse(
        (r) => r.url().includes('/api/generate-sitemap') && r.request().method() === 'POST',
      );
      const refreshed = page.waitForResponse(
        async (r) => r.url().includes('/api/seo-status') && (await regenerated).ok(),
      );
      await page.getByRole('button', { name: text.regenerate }).click();
      expect((await regenerated).status()).toBe(200);
      const after = (await (await refreshed).json()) as { status: string; generatedAt: string };
      expect(Date.parse(after.generatedAt)).toBeGreaterThan(Date.parse(before.generatedAt));
      await expect(status).toHaveText(after.status);
      await expect(page.getByRole('button', { name: text.regenerate })).toBeEnabled();
    });

    // The site-wide analysis runs once per visit: the report is scanned open in the dark theme,
    // then in the light one with a page opened from it.
    test(
      'analyses every page, weakest first, opens one from the table, and has no axe violations in either theme',
      bothWidths,
      async ({ page }) => {
        // Up to five minutes waiting for the article test's article to leave the site.
        test.setTimeout(420_000);
        await withArticlesLock(async () => {
          await useTheme(page, 'dark');
          await openDashboard(page, locale);
          await page.getByRole('button', { name: text.runAll }).click();
          await expect(page.getByText(text.allDone)).toBeVisible({ timeout: 60_000 });
          await test.step('dark theme', () => expectNoAxeViolations(page));

          const rows = page.getByTestId('site-wide-report').locator('tbody tr');
          const count = await rows.count();
          expect(count).toBeGreaterThanOrEqual(26);
          const scores = (await rows.locator('td:nth-child(3)').allTextContents()).map(Number);
          expect(scores).toEqual([...scores].sort((a, b) => a - b));
          expect(scores.every((score) => score >= 90)).toBe(true);

          await page.getByRole('button', { name: text.toLight }).first().click();
          await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
          const target = localized(locale, '/blog');
          await page.getByRole('button', { name: text.open(target), exact: true }).click();
          await expect(page.getByLabel(text.picker)).toHaveValue(target);
          await expect(page.getByLabel(text.picker)).toBeFocused();
          await expect(page.getByText(text.analyzed(target.replace(/\//g, '\\/')))).toBeVisible();
          await test.step('light theme', () => expectNoAxeViolations(page));
        });
      },
    );
  });
}
