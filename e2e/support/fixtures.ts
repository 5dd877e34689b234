import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console messages a test expects (for example the browser's own log line for a 404). */
  allowedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/** Every test fails if the page logs an error or throws, unless the test allows that message. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        const { url } = message.location();
        errors.push(url ? `${text} (${url})` : text);
      });
      page.on('pageerror', (error) => errors.push(`Uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type Theme = 'light' | 'dark';

/** Starts the page in the given theme, as a returning visitor who chose it would. */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/** The header shows its full navigation from 1280 px; the Spanish labels need that width. */
export function isDesktopNav(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) >= 1280;
}
