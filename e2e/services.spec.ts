import { dialog as bookingDialog, waitForBookingHost } from './booking-support';
import { expect, test } from './support/fixtures';
import { servicePageCopy, type ServiceSlug } from './support/service-pages';
import {
  bookingEventCount,
  locales,
  localized,
  recordBookingEvents,
  serviceSlugs,
  type Locale,
} from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const path = (locale: Locale, slug: ServiceSlug) => localized(locale, `/services/${slug}`);

for (const locale of locales) {
  for (const slug of serviceSlugs) {
    test(
      `${slug} (${locale}): the hero and closing buttons open the booking dialog; the second hero button glides to its section`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        const { copy, target } = servicePageCopy[slug];
        await page.addInitScript(recordBookingEvents);
        await page.goto(path(locale, slug));
        await waitForBookingHost(page);
        const main = page.getByRole('main');

        await main.getByRole('button', { name: copy[locale].primary, exact: true }).click();
        await expect.poll(() => bookingEventCount(page)).toBe(1);
        // The dialog's code is fetched on its first opening, which a busy machine makes slow.
        await expect(bookingDialog(page)).toBeVisible({ timeout: 15_000 });
        await page.keyboard.press('Escape');
        await expect(bookingDialog(page)).toBeHidden();

        await main.getByRole('link', { name: copy[locale].secondary, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${target}$`));
        await expect
          .poll(() =>
            page.locator(`#${target}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)),
          )
          .toBe(64);

        await main.getByRole('button', { name: copy[locale].closing, exact: true }).click();
        await expect.poll(() => bookingEventCount(page)).toBe(2);
        await expect(bookingDialog(page)).toBeVisible();
      },
    );
  }
}

test('a service page opens at the top when reached from the bottom of another page', async ({
  page,
}) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('link', { name: 'AI Training', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/ai-training$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    servicePageCopy['ai-training'].copy.en.headline,
  );
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('an unknown service gets the 404 screen in the page’s language', async ({ page }) => {
    const response = await page.goto('/es/services/not-a-service');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
