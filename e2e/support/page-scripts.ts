import { expect, type Page } from '@playwright/test';
import type { Locale } from './site';

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on.
 * Call before navigating; the returned function lists what was blocked so far.
 */
export async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(message.text());
  });
  return async () => [
    ...refusals,
    ...(await page.evaluate(() => Reflect.get(window, 'cspViolations') as string[])),
  ];
}

const themeToDarkLabel = { en: 'Switch to dark theme', es: 'Cambiar al tema oscuro' } as const;

/**
 * Switches the page to the dark theme with its theme button (in the header, or on the standalone
 * business card), which only works once the page has hydrated: so it also proves the scripts ran.
 */
export async function switchToDarkTheme(page: Page, locale: Locale) {
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: themeToDarkLabel[locale] }).first();
  await expect(async () => {
    await toggle.click();
    await expect(html).toHaveClass(/\bdark\b/, { timeout: 1_000 });
  }).toPass();
}

/**
 * Records every layout shift the page reports, from its first paint on, with the elements that
 * moved. Call before navigating; the returned function lists the shifts so far.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type LayoutShift = PerformanceEntry & { value: number; sources: { node: Node | null }[] };
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        const moved = entry.sources.map(({ node }) => node?.textContent?.slice(0, 40) ?? '?');
        shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => Reflect.get(window, 'layoutShifts') as string[]);
}

/** A test's own style sheet, constructed: the pages' policy refuses `page.addStyleTag`'s element. */
export async function addStyleSheet(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}
