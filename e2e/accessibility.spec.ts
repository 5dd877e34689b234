import { expectNoAxeViolations } from './support/axe';
import { expect, isDesktopNav, test } from './support/fixtures';
import { switchToDarkTheme } from './support/page-scripts';
import { bothWidths } from './support/widths';

// Every page and desk screen, whole, in both themes: sweep.spec.ts.

// One visit: the menu is scanned open, closed, and scanned open again in the dark theme.
test('open menus have no axe violations in either theme', bothWidths, async ({ page }) => {
  await page.goto('/about');
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await switchToDarkTheme(page, 'en');
    if (isDesktopNav(page)) {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Services' }).click();
      await expect(nav.getByRole('listitem').first()).toBeVisible();
    } else {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    await test.step(`${theme} theme`, () => expectNoAxeViolations(page));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});

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
