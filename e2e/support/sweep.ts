import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './page-scripts';
import type { Locale } from './site';

export interface SweepOptions {
  /** Text that shows a message left unformatted: a `{name}` placeholder, or a message key. */
  unformatted?: RegExp;
  /** Narrower phones the screen is also read at in the phone run (the desk's: 320 px). */
  phoneWidths?: readonly number[];
  /** More to check at each of those widths (the desk's: no box scrolling sideways, nothing cut). */
  atEachWidth?: () => Promise<void>;
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
  { unformatted, phoneWidths = [], atEachWidth }: SweepOptions = {},
) {
  const violations = await recordPolicyViolations(page);
  await open();
  // A modal dialog hides the page behind it, its h1 and theme button too, from the tree.
  const dialog = page.getByRole('dialog');
  const inDialog = (await dialog.count()) > 0;
  const heading = inDialog
    ? dialog.getByRole('heading').first()
    : page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const viewport = page.viewportSize()!;
  const phone = viewport.width < 640;
  for (const width of [viewport.width, ...(phone ? phoneWidths : [])]) {
    await page.setViewportSize({ ...viewport, width });
    // Against the screen's width: a phone widens `innerWidth` to the page's when it overflows.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways overflow at ${width} px`).toBeLessThanOrEqual(0);
    await atEachWidth?.();
  }
  await page.setViewportSize(viewport);
  if (unformatted) await expect(page.locator('body')).not.toContainText(unformatted);
  await test.step('light theme', () => expectNoAxeViolations(page));
  if (inDialog) await page.keyboard.press('Escape');
  await switchToDarkTheme(page, locale);
  // The dialog closed to reach the theme button opens again, now dark.
  if (inDialog) await open();
  await test.step('dark theme', () => expectNoAxeViolations(page));
  expect(await violations(), 'Content-Security-Policy violations').toEqual([]);
}
