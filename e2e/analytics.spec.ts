import type { Page, Response } from '@playwright/test';
import { PAGE_VIEW_PATH } from '../src/features/analytics/beacon';
import { deskOrigin, deskUrl, signedInDesk } from './support/desk';
import { expect, test } from './support/fixtures';
import { locales } from './support/site';
import { oneWidthPerLanguage } from './support/widths';

// The endpoint answers 202 for a view it counts and 204 for one it leaves out.
function nextView(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === PAGE_VIEW_PATH && response.request().method() === 'POST',
  );
}

const sentPage = (response: Response) =>
  new URL((JSON.parse(response.request().postData() ?? '{}') as { u: string }).u).pathname;

test('a page view is counted, and so is a move to another page within the site', async ({
  page,
}) => {
  const first = nextView(page);
  await page.goto('/about');
  expect((await first).status()).toBe(202);
  expect(sentPage(await first)).toBe('/about');

  const second = nextView(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'AI Assessment Center' })
    .click();
  await expect(page).toHaveURL(/\/ai-assessment-center$/);
  expect((await second).status()).toBe(202);
  expect(sentPage(await second)).toBe('/ai-assessment-center');
});

test.describe('a browser sending Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } });

  test('is not counted', async ({ page }) => {
    const view = nextView(page);
    await page.goto('/about');
    expect((await view).status()).toBe(204);
  });

  test('that says so to scripts sends no view at all', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === PAGE_VIEW_PATH) sent.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'load' });
    // The beacon would have gone right after `load`; a round trip later, nothing has.
    await page.evaluate(() => fetch('/api/health'));
    expect(sent).toEqual([]);
  });
});

for (const locale of locales) {
  test(
    `the visits report marks its range and exports CSV (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      await signedInDesk(page);
      await page.goto(deskUrl(locale, '/studio/analytics?range=7'));
      await expect(page.locator('a[aria-current="page"]', { hasText: '7' })).toBeVisible();
      const csv = page.getByRole('link', {
        name: locale === 'en' ? 'Download CSV' : 'Descargar CSV',
      });
      const answer = await page.request.get(`${deskOrigin}${await csv.getAttribute('href')}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('text/csv; charset=utf-8');
    },
  );
}
