import { dialog, waitForBookingHost } from './booking-support';
import { expect, test } from './support/fixtures';
import { localized, locales } from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const firstStep = { en: "Let's get to know you", es: 'Conozcámonos' } as const;

test('an openBookingModal fired before the page is interactive opens the dialog once it is', async ({
  page,
}) => {
  test.slow();
  // Hold the page's scripts back, so the event certainly comes before the dialog's host listens.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const w = window as unknown as { __hostWhenFired: string | null };
      w.__hostWhenFired = document.documentElement.dataset.bookingDialog ?? null;
      window.dispatchEvent(new Event('openBookingModal'));
    });
  });
  await page.goto('/about');
  await expect(dialog(page)).toBeVisible({ timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __hostWhenFired: unknown }).__hostWhenFired),
  ).toBeNull();
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(firstStep.en);

  // The early request is honoured once: closing the dialog leaves it closed.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-booking-requested');
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(dialog(page)).toBeHidden();
});

for (const locale of locales) {
  test(
    `an address ending in #book opens the dialog; closing it clears the fragment (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      test.slow();
      const home = localized(locale, '/');
      const about = localized(locale, '/about');
      await page.goto(home);
      await page.goto(`${about}#book`);
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(firstStep[locale]);

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(page).toHaveURL((url) => url.pathname === about && url.hash === '');
      // The fragment was replaced, not added: Back leaves the page.
      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === home);

      // A link to #book on a page that is already open does the same.
      await page.goto(about);
      await waitForBookingHost(page);
      await expect(dialog(page)).toBeHidden();
      await page.evaluate(() => {
        window.location.hash = 'book';
      });
      await expect(dialog(page)).toBeVisible();
    },
  );
}
