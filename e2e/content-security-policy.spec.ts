import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { localized, locales, sitePages } from './support/site';

/** Pages rendered on request (their scripts carry a nonce), next to the prerendered ones. */
const dynamicPages = [
  { name: 'booking cancel link', path: '/booking/cancel?token=not-a-real-token' },
  { name: 'newsletter confirm link', path: '/newsletter/confirm?token=not-a-real-token' },
  { name: 'newsletter unsubscribe link', path: '/newsletter/unsubscribe?token=not-a-real-token' },
  { name: 'unknown address', path: '/this/does-not-exist' },
  { name: 'unknown article', path: '/blog/no-such-article' },
  { name: 'unknown business card', path: '/no-such-card' },
  { name: 'unknown file', path: '/old-brochure.pdf' },
  { name: 'unknown image', path: '/images/missing.png' },
];

const themeToDark = { en: 'Switch to dark theme', es: 'Cambiar al tema oscuro' } as const;

/** Records every policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
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

test.describe('content security policy', () => {
  // One width is enough: the policy does not depend on the layout.
  test.skip(({ isMobile }) => isMobile, 'checked at the desktop width');
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const locale of locales) {
    for (const { name, path } of [...sitePages, ...dynamicPages]) {
      test(`${name} runs its scripts and breaks no rule (${locale})`, async ({ page }) => {
        const violations = await recordViolations(page);
        await page.goto(localized(locale, path));

        // The theme button (in the header, or on the standalone business card) only works once
        // the page has hydrated.
        const html = page.locator('html');
        const toggle = page.getByRole('button', { name: themeToDark[locale] }).first();
        await expect(async () => {
          await toggle.click();
          await expect(html).toHaveClass(/\bdark\b/, { timeout: 1_000 });
        }).toPass();

        expect(await violations()).toEqual([]);
      });
    }
  }

  test('moving between pages in the browser breaks no rule either', async ({ page }) => {
    const violations = await recordViolations(page);
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
