import type { Page } from '@playwright/test';
import { expect, test, useTheme } from './support/fixtures';

const themeColor = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

test('light is the default theme', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await themeColor(page)).toBe('#f8f5f2');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(248, 245, 242)');
});

test('the toggle switches theme, stores it and updates theme-color', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect.poll(() => themeColor(page)).toBe('#000000');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect.poll(() => themeColor(page)).toBe('#f8f5f2');
});

test('a stored dark theme applies before the first paint (no flash)', async ({ page }) => {
  await useTheme(page, 'dark');
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const w = window as unknown as {
        __firstFrame: { htmlClass: string; themeColor: string | null };
      };
      w.__firstFrame = {
        htmlClass: document.documentElement.className,
        themeColor:
          document.querySelector('meta[name="theme-color"]')?.getAttribute('content') ?? null,
      };
    });
  });
  await page.goto('/es/about');
  const firstFrame = await page.evaluate(
    () =>
      (window as unknown as { __firstFrame: { htmlClass: string; themeColor: string } })
        .__firstFrame,
  );
  expect(firstFrame.htmlClass).toContain('dark');
  expect(firstFrame.themeColor).toBe('#000000');
  await expect(page.getByRole('button', { name: 'Cambiar al tema claro' })).toBeVisible();
});
