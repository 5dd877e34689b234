import { expectNoAxeViolations, wcagTags } from './support/axe';
import { deskOrigin, deskUrl, signedInDesk } from './support/desk';
import { expect, test } from './support/fixtures';
import { findEmail } from './support/outbox';
import { locales } from './support/site';

const previewName = { en: 'The email in English', es: 'The email in Spanish' } as const;

// WCAG rules only: landmarks and the page's own favicon belong to the mail program showing it.
const emailTags = wcagTags.filter((tag) => tag !== 'best-practice');

test.describe('the announcement email', () => {
  // Its addresses are on SITE_URL, which the test server may not answer on: the preview's policy
  // then refuses the cover from there (fetched from this server below), and no favicon exists.
  test.use({
    allowedConsoleErrors: [/Content Security Policy directive: "img-src|status of 404/],
  });

  for (const locale of locales) {
    test(`the ${locale} email reads well at 320 px in both schemes and links to real ${locale} pages`, async ({
      page,
    }) => {
      await signedInDesk(page);
      await page.goto(deskUrl('en', '/studio/newsletter'));
      const preview = page.getByRole('link', { name: previewName[locale] }).first();
      const address = new URL((await preview.getAttribute('href'))!, deskOrigin);
      const slug = address.searchParams.get('article')!;

      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(address.href);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('img').first()).toHaveAttribute('alt', /\S/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow, 'sideways overflow at 320 px').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, undefined, emailTags);
      await page.emulateMedia({ colorScheme: 'dark' });
      await expectNoAxeViolations(page, undefined, emailTags);

      // The links carry the site's address; this server answers the same paths.
      const links = await page
        .locator('a[href], img[src]')
        .evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('src')!),
        );
      const paths = links
        .map((link) => new URL(link))
        .filter((url) => url.protocol.startsWith('http'))
        .map((url) => `${url.pathname}${url.search}`);
      const article = paths.find((path) => path.endsWith(`/blog/${slug}`))!;
      expect(article).toBe(locale === 'es' ? `/es/blog/${slug}` : `/blog/${slug}`);
      expect(paths).toContain(`/api/blog/${slug}/pdf?lang=${locale}`);
      const unsubscribe = paths.find((path) => path.includes('/newsletter/unsubscribe'))!;
      expect(unsubscribe.startsWith(locale === 'es' ? '/es/newsletter/' : '/newsletter/')).toBe(
        true,
      );
      for (const path of paths) {
        // The server may close an idle kept-alive connection just as it is reused: sent again.
        const response = await page.request.get(`${deskOrigin}${path}`, { maxRetries: 2 });
        expect(response.status(), path).toBe(200);
      }
      const cover = await page.request.get(`${deskOrigin}/api/newsletter/cover/${slug}.png`);
      expect(cover.headers()['content-type']).toBe('image/png');
    });
  }
});

test('the owner sends a test of both languages to the studio address', async ({ page }) => {
  await signedInDesk(page);
  await page.goto(deskUrl('en', '/studio/newsletter'));
  const first = page.getByRole('region', { name: 'Not sent yet' }).getByRole('listitem').first();
  const title = await first.getByRole('heading', { level: 3 }).textContent();
  await first.getByRole('button', { name: /^Send a test to / }).click();
  await expect(
    page.getByText(/Two tests, in English and in Spanish, are on their way/),
  ).toBeVisible();
  const test = await findEmail(
    'blogazine.marlowe.studio',
    (email) => email.subject === `[Test] New in the Blogazine: ${title}`,
  );
  expect(test.headers.find((header) => header.key === 'list-unsubscribe-post')?.value).toBe(
    'List-Unsubscribe=One-Click',
  );
});
