import { expect, test } from './support/fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './support/page-scripts';
import { oneWidthPerLanguage } from './support/widths';

// The browser logs the 404 status of the document itself.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('unknown addresses get the English 404 screen with status 404', async ({ page }) => {
  const response = await page.goto('/this/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.locator('[data-floating-icon]')).toHaveCount(8);
  await expect(page).toHaveTitle("Page Not Found: Let's Get You Back | Marlowe");

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'View Our Services' })).toHaveAttribute(
    'href',
    '/#services',
  );
  await expect(main.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    '/#contact',
  );
  await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test(
  'unknown addresses under /es get the Spanish 404 screen',
  oneWidthPerLanguage('es'),
  async ({ page }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await expect(page).toHaveTitle('Página no encontrada: volvamos al camino | Marlowe');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/es',
    );
    await expect(main.getByRole('link', { name: 'Ver nuestros servicios' })).toHaveAttribute(
      'href',
      '/es#services',
    );
    await expect(main.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute(
      'href',
      '/es#contact',
    );
    await expect(main.getByRole('button', { name: 'Regresar' })).toBeVisible();
  },
);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [
    { path: '/this/does-not-exist', heading: 'Page Not Found' },
    { path: '/es/no-existe', heading: 'Página no encontrada' },
    { path: '/blog/no-such-article', heading: 'Article Not Found' },
    { path: '/es/services/not-a-service', heading: 'Página no encontrada' },
    // A page without a share image has no such address either.
    { path: '/es/booking/cancel/opengraph-image', heading: 'Página no encontrada' },
  ]) {
    test(`${path} sends the whole 404 screen in its document`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test('Go Back returns to the previous page', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/missing-page');
  await page.getByRole('main').getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('Back to Home leads home', async ({ page }) => {
  await page.goto('/es/pagina-perdida');
  await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test.describe('file-like addresses', () => {
  for (const { path, locale, heading } of [
    { path: '/old-brochure.pdf', locale: 'en', heading: 'Page Not Found' },
    { path: '/images/missing.png', locale: 'en', heading: 'Page Not Found' },
    { path: '/es/folleto-antiguo.pdf', locale: 'es', heading: 'Página no encontrada' },
    { path: '/es/images/missing.png', locale: 'es', heading: 'Página no encontrada' },
  ] as const) {
    test(`a missing file such as ${path} gets the 404 screen in its language, its scripts within the policy`, async ({
      page,
    }) => {
      const violations = await recordPolicyViolations(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/^text\/html/);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The theme button only works once the page has hydrated.
      await switchToDarkTheme(page, locale);
      expect(await violations()).toEqual([]);
    });
  }
});
