import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './page-scripts';
import type { Locale } from './site';

export interface SweepOptions {
  /** Text that shows a message left unformatted: a `{name}` placeholder, or a message key. */
  unformatted?: RegExp;
}

/**
 * One visit checks a whole screen: `open` loads it, then nothing sticks out sideways, axe finds
 * nothing in the light theme, the theme button (which needs the page's scripts) turns it dark and
 * axe finds nothing there either, and the Content-Security-Policy refused nothing on the way.
 * A console error fails the test through the fixture (support/fixtures.ts).
 */
export async function expectScreenSound(
  page: Page,
  locale: Locale,
  open: () => Promise<unknown>,
  { unformatted }: SweepOptions = {},
) {
  const violations = await recordPolicyViolations(page);
  await open();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow, 'sideways overflow').toBeLessThanOrEqual(0);
  if (unformatted) await expect(page.locator('body')).not.toContainText(unformatted);
  await test.step('light theme', () => expectNoAxeViolations(page));
  await switchToDarkTheme(page, locale);
  await test.step('dark theme', () => expectNoAxeViolations(page));
  expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
}
