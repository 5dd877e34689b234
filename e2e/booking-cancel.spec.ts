import { expect, test } from './support/fixtures';
import { localized } from './support/site';

for (const locale of ['en', 'es'] as const) {
  test(`the cancel page explains an unknown link and stays out of search (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${localized(locale, '/booking/cancel')}?token=not-a-real-token`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en'
        ? 'This cancellation link does not work'
        : 'Este enlace de cancelación no funciona',
    );
    await expect(page.getByRole('main')).toContainText('hello@marlowe.studio');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const title = await page.title();
    expect(title).toMatch(
      locale === 'en' ? /^Cancel Your Strategy Session/ : /^Cancelar su sesión/,
    );
  });
}

test('the cancel page is not in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/booking/cancel');
});
