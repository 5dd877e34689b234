import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { recordLayoutShifts, switchToDarkTheme } from './support/page-scripts';
import { expect, isDesktopNav, test } from './support/fixtures';
import { locales, localized, type Locale } from './support/site';
import { bothWidthsInEnglish, oneWidthPerLanguage, phoneOnly } from './support/widths';

/** What each language shows; texts are the visitor's, quoted from the page. */
const copy = {
  en: {
    h1: 'Search the site',
    searchLink: 'Search',
    field: 'Search the site',
    openMenu: 'Open menu',
    menu: 'Menu',
    query: 'agents',
    results: /^\d+ results for “agents”$/,
    article: 'Voice Agents Are Answering the Phone. What Changes for Service Businesses',
    service: 'Custom AI Agents',
    faq: 'Will an AI agent replace my staff?',
    types: { article: 'Article', service: 'Service', faq: 'FAQ' },
    // A typo: the search still finds the word.
    shared: { query: 'privasy', marked: 'Privacy' },
    popular: 'Popular searches',
    popularQuery: 'Voice agent',
    none: 'No results for “qwzxv”',
    noneHint: 'Check the spelling',
    services: 'Services',
    failed: 'The search could not load. Check your connection and try again.',
    retry: 'Try again',
  },
  es: {
    h1: 'Buscar en el sitio',
    searchLink: 'Buscar',
    field: 'Buscar en el sitio',
    openMenu: 'Abrir menú',
    menu: 'Menú',
    query: 'agentes',
    results: /^\d+ resultados para «agentes»$/,
    article:
      'Los agentes de voz ya contestan el teléfono: qué cambia para los negocios de servicios',
    service: 'Agentes de IA a medida',
    faq: '¿Un agente de IA reemplazará a mi personal?',
    types: { article: 'Artículo', service: 'Servicio', faq: 'Pregunta frecuente' },
    // Without its accent: the search still finds the word.
    shared: { query: 'sesion', marked: 'sesión' },
    popular: 'Búsquedas frecuentes',
    popularQuery: 'Agente de voz',
    none: 'No hay resultados para «qwzxv»',
    noneHint: 'Revise la ortografía',
    services: 'Servicios',
    failed: 'No se pudo cargar la búsqueda. Revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
  },
} as const;

const resultList = (page: Page) => page.getByRole('main').getByRole('listitem');
const status = (page: Page) => page.getByRole('main').getByRole('status');

/** The result whose title link has this name. */
function result(page: Page, title: string) {
  return resultList(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });
}

/**
 * Types into the search field until the page reacts as `expectation` says: the address arrives
 * with its results before the page has hydrated, and what is typed before that is not heard.
 */
async function typeQuery(
  page: Page,
  field: string,
  value: string,
  expectation: () => Promise<void>,
) {
  await expect(async () => {
    await page.getByRole('searchbox', { name: field }).fill(value);
    await expectation();
  }).toPass();
}

async function openSearchFromHeader(page: Page, locale: Locale) {
  const text = copy[locale];
  if (isDesktopNav(page)) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: text.searchLink, exact: true })
      .click();
  } else {
    await page.getByRole('button', { name: text.openMenu }).click();
    await page
      .getByRole('dialog', { name: text.menu })
      .getByRole('link', { name: text.searchLink, exact: true })
      .click();
  }
  await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.h1);
}

for (const locale of locales) {
  test.describe(() => {
    const text = copy[locale];

    test(
      `a search from the header finds an article, a service and an FAQ entry (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        test.slow();
        await page.goto(localized(locale, '/about'));
        await openSearchFromHeader(page, locale);

        await page.getByRole('searchbox', { name: text.field }).fill(text.query);
        await expect(status(page)).toHaveText(text.results);
        await expect(page).toHaveURL(`${localized(locale, '/search')}?q=${text.query}`);

        const expectations = [
          [
            text.article,
            text.types.article,
            localized(locale, '/blog/voice-agents-answer-the-phone'),
          ],
          [text.service, text.types.service, localized(locale, '/services/custom-ai-agents')],
          [text.faq, text.types.faq, `${localized(locale, '/')}#faq`],
        ] as const;
        for (const [title, type, href] of expectations) {
          const item = result(page, title);
          await expect(item).toHaveCount(1);
          await expect(item).toContainText(type);
          await expect(item.getByRole('link')).toHaveAttribute('href', href);
          await expect(item.locator('mark').first()).toBeVisible();
        }

        await result(page, text.article).getByRole('link').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.article);
      },
    );

    test(`before a search the page suggests where to start (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/search'));
      const field = page.getByRole('searchbox', { name: text.field });
      await expect(field).toHaveValue('');
      await expect(page.getByRole('heading', { name: text.popular })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('heading', { name: text.services, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: text.service })).toBeVisible();

      await page.getByRole('link', { name: text.popularQuery, exact: true }).click();
      await expect(field).toHaveValue(text.popularQuery);
      await expect(status(page)).not.toBeEmpty();
      await expect(resultList(page).locator('mark').first()).toBeVisible();
      await expect(page).toHaveURL(/\?q=/);
    });

    test(`a search that finds nothing says so and suggests pages (${locale})`, async ({ page }) => {
      await page.goto(`${localized(locale, '/search')}?q=qwzxv`);
      await expect(page.getByRole('searchbox', { name: text.field })).toHaveValue('qwzxv');
      await expect(status(page)).toHaveText(text.none);
      await expect(page.getByText(text.noneHint)).toBeVisible();
      await expect(page.getByRole('heading', { name: text.popular })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: text.service })).toBeVisible();
    });

    test(`a shared address shows its results and clears back to suggestions (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${localized(locale, '/search')}?q=${text.shared.query}`);
      await expect(page.getByRole('searchbox', { name: text.field })).toHaveValue(
        text.shared.query,
      );
      await expect(status(page)).not.toBeEmpty();
      await expect(
        resultList(page).locator('mark').filter({ hasText: text.shared.marked }).first(),
      ).toBeVisible();

      await typeQuery(page, text.field, '', () =>
        expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}$`), {
          timeout: 1_000,
        }),
      );
      await expect(page.getByRole('heading', { name: text.popular })).toBeVisible();
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 503/] });
      test(`an index that fails to load says so and can be tried again (${locale})`, async ({
        page,
      }) => {
        await page.route('**/api/search-index/**', (route) => route.fulfill({ status: 503 }));
        // A results address arrives with its results; the index is fetched for a new search.
        await page.goto(localized(locale, '/search'));
        await typeQuery(page, text.field, text.query, () =>
          expect(status(page)).toHaveText(text.failed, { timeout: 1_000 }),
        );

        await page.unroute('**/api/search-index/**');
        await page.getByRole('button', { name: text.retry }).click();
        await expect(status(page)).toHaveText(text.results);
      });
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });
      test(`without JavaScript the form brings the results (${locale})`, async ({ page }) => {
        await page.goto(localized(locale, '/search'));
        const field = page.getByRole('searchbox', { name: text.field });
        await field.fill(text.query);
        await field.press('Enter');
        await expect(page).toHaveURL(`${localized(locale, '/search')}?q=${text.query}`);
        await expect(status(page)).toHaveText(text.results);
        await expect(result(page, text.service).locator('mark').first()).toBeVisible();
      });
    });

    test(
      `results have no axe violations in either theme (${locale})`,
      bothWidthsInEnglish(locale),
      async ({ page }) => {
        test.slow();
        await page.goto(`${localized(locale, '/search')}?q=${text.query}`);
        await expect(resultList(page).locator('mark').first()).toBeVisible();
        await expectNoAxeViolations(page);
        await switchToDarkTheme(page, locale);
        await expectNoAxeViolations(page);
      },
    );

    test(
      `no results have no axe violations in either theme (${locale})`,
      bothWidthsInEnglish(locale),
      async ({ page }) => {
        test.slow();
        await page.goto(`${localized(locale, '/search')}?q=qwzxv`);
        await expect(status(page)).toHaveText(text.none);
        await expectNoAxeViolations(page);
        await switchToDarkTheme(page, locale);
        await expectNoAxeViolations(page);
      },
    );
  });
}

test('the search address in the structured data opens its results (en, es)', async ({ page }) => {
  test.slow();
  for (const locale of locales) {
    // The structured data is in the served document: reading it needs no rendered home page.
    const html = await (await page.request.get(localized(locale, '/'))).text();
    const blocks = html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs);
    type Node = { potentialAction?: { target: { urlTemplate: string } } };
    const template = [...blocks]
      .flatMap(([, block]) => [JSON.parse(block!) as Node | Node[]].flat())
      .find((node) => node.potentialAction)!.potentialAction!.target.urlTemplate;
    const address = new URL(template.replace('{search_term_string}', copy[locale].query));
    await page.goto(address.pathname + address.search);
    await expect(status(page)).toHaveText(copy[locale].results);
  }
});

// Checked at the phone width, where the suggestions wrap.
test(
  'a shared results address loads without a layout shift on a slow phone (en, es)',
  phoneOnly,
  async ({ page }) => {
    test.slow();
    const layoutShifts = await recordLayoutShifts(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const locale of locales) {
      await page.goto(`${localized(locale, '/search')}?q=${copy[locale].query}`);
      await expect(status(page)).toHaveText(copy[locale].results);
      expect(await layoutShifts()).toEqual([]);
    }
  },
);
