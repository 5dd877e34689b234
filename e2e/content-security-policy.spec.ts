import { expect, test } from './support/fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './support/page-scripts';
import { localized, locales } from './support/site';

/**
 * Pages rendered on request, whose scripts carry a nonce, and unknown addresses, answered with a
 * prerendered 404 page under an address not its own. The other prerendered pages, whose scripts
 * are allowed by their hashes, are checked with their accessibility test (e2e/accessibility.spec.ts).
 */
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

test.describe('content security policy', () => {
  // One width is enough: the policy does not depend on the layout.
  test.skip(({ isMobile }) => isMobile, 'checked at the desktop width');
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const locale of locales) {
    for (const { name, path } of dynamicPages) {
      test(`${name} runs its scripts and breaks no rule (${locale})`, async ({ page }) => {
        const violations = await recordPolicyViolations(page);
        await page.goto(localized(locale, path));

        await switchToDarkTheme(page, locale);
        expect(await violations()).toEqual([]);
      });
    }
  }

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
