import type { Locator } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/measure/lib/chromium';
import { dialog as bookingDialog, waitForBookingHost } from './booking-support';
import { expect, isDesktopNav, test } from './support/fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './support/page-scripts';
import { localized, locales } from './support/site';
import { bothWidths } from './support/widths';

// Pages rendered on request, whose scripts carry a nonce. Prerendered pages, allowed by their
// hashes, are checked in their sweep (sweep.spec.ts); unknown addresses and files with their 404
// screens (not-found.spec.ts, blog.spec.ts, card.spec.ts).
const renderedPages = [
  { name: 'booking cancel link', path: '/booking/cancel?token=not-a-real-token' },
  { name: 'newsletter confirm link', path: '/newsletter/confirm?token=not-a-real-token' },
  { name: 'newsletter unsubscribe link', path: '/newsletter/unsubscribe?token=not-a-real-token' },
];

test.describe('content security policy', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const locale of locales) {
    for (const { name, path } of renderedPages) {
      test(`${name} runs its scripts and breaks no rule (${locale})`, async ({ page }) => {
        const violations = await recordPolicyViolations(page);
        await page.goto(localized(locale, path));
        await switchToDarkTheme(page, locale);
        expect(await violations()).toEqual([]);
      });
    }
  }

  // The same dialogs in either language: checked in English, at both widths.
  test(
    'the dialogs and the phone menu lock the page behind and break no rule',
    bothWidths,
    async ({ page }) => {
      const violations = await recordPolicyViolations(page);
      const body = page.locator('body');
      // The scroll lock's rules come from a constructed style sheet, not a `<style>` element.
      const expectLockedWhileOpen = async (dialog: Locator) => {
        await expect(dialog).toBeVisible();
        await expect(body).toHaveCSS('overflow', 'hidden');
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(body).not.toHaveCSS('overflow', 'hidden');
      };
      await page.goto('/blog/first-90-days-of-ai');
      await switchToDarkTheme(page, 'en');

      await waitForBookingHost(page);
      await page.evaluate(() => window.dispatchEvent(new Event('openBookingModal')));
      await expectLockedWhileOpen(bookingDialog(page));
      await page.getByRole('main').getByRole('button', { name: 'Get PDF' }).click();
      await expectLockedWhileOpen(page.getByRole('dialog'));
      if (!isDesktopNav(page)) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expectLockedWhileOpen(page.getByRole('dialog'));
      }
      expect(await violations()).toEqual([]);
    },
  );

  test('an open dialog hides the scrollbar without moving the page behind it', async ({
    playwright,
    baseURL,
  }) => {
    // Playwright's Chromium hides scrollbars; shown, the lock has their width to make up for.
    const browser = await playwright.chromium.launch({
      executablePath: findChromium(),
      args: chromiumArgs,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
      const violations = await recordPolicyViolations(page);
      await page.goto('/blog/first-90-days-of-ai');
      const scrollbarWidth = () =>
        page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
      const scrollbar = await scrollbarWidth();
      expect(scrollbar).toBeGreaterThan(0);
      // By role it would be out of reach once the dialog hides the page from assistive technology.
      const heading = page.locator('main h1');
      const left = (await heading.boundingBox())?.x;

      await waitForBookingHost(page);
      await page.evaluate(() => window.dispatchEvent(new Event('openBookingModal')));
      await expect(bookingDialog(page)).toBeVisible();
      await expect(page.locator('body')).toHaveCSS('margin-right', `${scrollbar}px`);
      expect(await scrollbarWidth()).toBe(0);
      expect((await heading.boundingBox())?.x).toBe(left);
      expect(await violations()).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('moving between pages in the browser breaks no rule either', async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    expect(await violations()).toEqual([]);
  });
});
