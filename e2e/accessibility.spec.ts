import type { Page } from '@playwright/test';
import { expect, isDesktopNav, test, useTheme } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { recordPolicyViolations, switchToDarkTheme } from './support/page-scripts';
import { locales, localized, sitePages, type Locale } from './support/site';
import { bothWidths } from './support/widths';

/** Axe in the light theme, then the theme button (which needs the page's scripts) and axe in dark. */
async function expectNoAxeViolationsInEitherTheme(page: Page, locale: Locale) {
  await test.step('light theme', () => expectNoAxeViolations(page));
  await switchToDarkTheme(page, locale);
  await test.step('dark theme', () => expectNoAxeViolations(page));
}

// Each page is loaded once per language and width and checked in both themes. Loading it also
// proves its Content-Security-Policy allows every script it ships: no violation is reported.
test.describe('every page', bothWidths, () => {
  test.describe.configure({ timeout: 60_000 });

  for (const locale of locales) {
    for (const { name, path } of sitePages) {
      test(`${name} has no axe violations in either theme and runs its scripts (${locale})`, async ({
        page,
      }) => {
        const violations = await recordPolicyViolations(page);
        await page.goto(localized(locale, path));
        await expectNoAxeViolationsInEitherTheme(page, locale);
        expect(await violations()).toEqual([]);
      });
    }

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test(`the 404 screen has no axe violations in either theme (${locale})`, async ({ page }) => {
        await page.goto(localized(locale, '/not-a-real-page'));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolationsInEitherTheme(page, locale);
      });
    });
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`open menus have no axe violations (${theme})`, bothWidths, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto('/about');
    if (isDesktopNav(page)) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Services' }).click();
      await expect(nav.getByRole('listitem').first()).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
}

test('keyboard users can skip to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('F8 moves keyboard focus to the notifications area', async ({ page }) => {
  await page.goto('/es/about');
  const viewport = page.locator('[data-slot="toast-viewport"]');
  // The key is heard once the page has hydrated; a press before that reaches nothing.
  await expect(async () => {
    await page.keyboard.press('F8');
    await expect(viewport).toBeFocused({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('region', { name: /Notificaciones/ })).toBeAttached();
});
