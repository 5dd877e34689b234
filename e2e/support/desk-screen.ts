import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { switchToDarkTheme } from './page-scripts';
import type { Locale } from './site';

// Also at 390 px: nothing sticks out sideways (the phone scrolls only the desk's menu).
export async function expectDeskScreenSound(page: Page, locale: Locale) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, 'sideways overflow').toBeLessThanOrEqual(0);
  // A message missing its values shows "{name}"; a missing message shows its key, "Studio.a.b".
  await expect(page.locator('body')).not.toContainText(/\{\w+\}|\bStudio\.[a-z]\w*\./);
  await test.step('light theme', () => expectNoAxeViolations(page));
  await switchToDarkTheme(page, locale);
  await test.step('dark theme', () => expectNoAxeViolations(page));
}
