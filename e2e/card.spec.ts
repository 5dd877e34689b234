import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './support/page-scripts';
import { absolute, locales, localized } from './support/site';
import { oneWidthPerLanguage, phoneOnly } from './support/widths';

const cardPath = '/jordan-marlowe';

const copy = {
  en: {
    role: 'AI Engineer & Consultant',
    save: 'Save Contact',
    share: 'Share',
    copied: 'Link copied to clipboard!',
    portrait: "Watch Jordan's short videos on TikTok",
    services: "See the studio's services",
    home: 'Marlowe Creative Studio, home',
    switchLanguage: 'Ver esta página en español',
    toDark: 'Switch to dark theme',
    notFound: 'Page Not Found',
    back: 'An AI engineer who builds what he recommends',
  },
  es: {
    role: 'Ingeniero y consultor de IA',
    save: 'Guardar contacto',
    share: 'Compartir',
    copied: '¡Enlace copiado al portapapeles!',
    portrait: 'Vea los videos cortos de Jordan en TikTok',
    services: 'Vea los servicios del estudio',
    home: 'Marlowe Creative Studio, inicio',
    switchLanguage: 'View this page in English',
    toDark: 'Cambiar al tema oscuro',
    notFound: 'Página no encontrada',
    back: 'Un ingeniero de IA que construye lo que recomienda',
  },
} as const;

/** The professional, code, photo, short-video and microblog profiles, in the card's order. */
const profiles = [
  ['LinkedIn', 'https://www.linkedin.com/company/marlowestudio'],
  ['GitHub', 'https://github.com/marlowestudio'],
  ['Instagram', 'https://www.instagram.com/marlowestudio'],
  ['TikTok', 'https://www.tiktok.com/@marlowestudio'],
  ['Twitter/X', 'https://x.com/marlowestudio'],
] as const;

const actionBar = (page: Page) =>
  page.getByRole('group', { name: /Save or share|Guarde o comparta/ });

/** The back of the card, below it: a short bio with a link to each service. */
const cardBack = (page: Page, locale: (typeof locales)[number]) =>
  page.locator('main#main').getByRole('region', { name: copy[locale].back });

for (const locale of locales) {
  const t = copy[locale];
  const cardUrl = absolute(locale, cardPath);

  test(
    `the card stands alone with the founder's details and links (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      const response = await page.goto(localized(locale, cardPath));
      expect(response?.status()).toBe(200);
      // A card in the hand: no site header, footer or skip link.
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);

      const main = page.locator('main#main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Jordan Marlowe');
      await expect(main.getByText(t.role, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: t.home })).toHaveAttribute(
        'href',
        localized(locale, '/'),
      );
      await expect(main.getByRole('link', { name: t.portrait })).toHaveAttribute(
        'href',
        'https://www.tiktok.com/@marlowestudio',
      );
      await expect(main.locator('a[href="mailto:hello@marlowe.studio"]')).toContainText(
        'hello@marlowe.studio',
      );
      await expect(main.locator('a[href="tel:+17575550142"]')).toContainText('+1 (757) 555-0142');
      await expect(main.getByRole('link', { name: t.services })).toHaveAttribute(
        'href',
        `${localized(locale, '/')}#services`,
      );
      const profileLinks = main
        .getByRole('listitem')
        .getByRole('link', { name: /LinkedIn|GitHub|Instagram|TikTok|Twitter/ });
      await expect(profileLinks).toHaveCount(profiles.length);
      for (const [index, [label, href]] of profiles.entries()) {
        await expect(profileLinks.nth(index)).toContainText(label);
        await expect(profileLinks.nth(index)).toHaveAttribute('href', href);
      }

      // The QR code is drawn at build time: an SVG image that names the address it opens.
      const qr = main.getByRole('img', { name: cardUrl });
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml,/);
      await expect(main.locator('figcaption')).toContainText(cardUrl.replace(/^https?:\/\//, ''));

      // The back: a bio under its own h2, its parts under h3s, a link to each of the eight services.
      const back = cardBack(page, locale);
      await expect(back.getByRole('heading', { level: 2 })).toHaveText(t.back);
      await expect(back.getByRole('heading', { level: 3 })).toHaveCount(3);
      const serviceLinks = back.locator(`a[href^="${localized(locale, '/services/')}"]`);
      await expect(serviceLinks).toHaveCount(8);

      // Its own language and theme controls.
      await main.getByRole('button', { name: t.toDark }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      await main.getByRole('link', { name: t.switchLanguage }).click();
      await expect(page).toHaveURL(
        new RegExp(`${localized(locale === 'en' ? 'es' : 'en', cardPath)}$`),
      );
    },
  );

  test(
    `Save Contact downloads the vCard in the page's language (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page, request }) => {
      await page.goto(localized(locale, cardPath));
      const save = page.getByRole('link', { name: t.save });
      const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
      expect(download.suggestedFilename()).toBe('jordan-marlowe.vcf');
      const vcard = await readFile((await download.path())!, 'utf8');
      expect(vcard).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(vcard).toContain('\r\nFN:Jordan Marlowe\r\n');
      expect(vcard).toContain(`\r\nTITLE:${t.role}\r\n`);
      expect(vcard).toContain('\r\nORG:Marlowe Creative Studio\r\n');
      expect(vcard).toContain(`\r\nURL:${cardUrl}\r\n`);

      const response = await request.get((await save.getAttribute('href'))!);
      expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
    },
  );

  test(
    `Share copies the link and says so where there is no share sheet (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(localized(locale, cardPath));
      await page.getByRole('button', { name: t.share, exact: true }).click();
      await expect(page.locator('main').getByRole('alert')).toHaveText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cardUrl);
    },
  );

  test(
    `Share opens the device's share sheet when there is one (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      await page.addInitScript(() => {
        const shared: ShareData[] = [];
        Object.assign(window, { __shared: shared });
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: async (data: ShareData) => void shared.push(data),
        });
      });
      await page.goto(localized(locale, cardPath));
      await page.getByRole('button', { name: t.share, exact: true }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
        .toEqual([
          expect.objectContaining({
            url: cardUrl,
            title: expect.stringContaining('Jordan Marlowe'),
          }),
        ]);
      await expect(page.locator('main').getByRole('alert')).toBeEmpty();
    },
  );
}

/** The card's layouts: wide from 768 px or in landscape, one phone column with a bottom bar. */
const layouts = [
  { name: '1280 px', project: 'desktop', width: 1280, height: 800, wide: true },
  { name: '800 px landscape', project: 'desktop', width: 800, height: 480, wide: true },
  { name: '700 px landscape phone', project: 'desktop', width: 700, height: 390, wide: true },
  { name: '390 px', project: 'phone', width: 390, height: 844, wide: false },
] as const;

for (const layout of layouts) {
  for (const locale of locales) {
    const t = copy[locale];
    test(
      `the card at ${layout.name} (${locale})`,
      layout.project === 'phone' ? phoneOnly : {},
      async ({ page }) => {
        await page.setViewportSize({ width: layout.width, height: layout.height });
        await page.goto(localized(locale, cardPath));

        const main = page.locator('main#main');
        await expect(main.getByText(t.role, { exact: true })).toBeVisible();
        const save = main.getByRole('link', { name: t.save });
        const share = main.getByRole('button', { name: t.share, exact: true });
        await expect(save).toBeVisible();
        await expect(share).toBeVisible();
        const bar = actionBar(page);
        const noSideScroll = await page.evaluate(
          () => document.documentElement.scrollWidth <= window.innerWidth,
        );
        expect(noSideScroll).toBe(true);

        const portrait = (await main.getByRole('link', { name: t.portrait }).boundingBox())!;
        const email = (await main.locator('a[href^="mailto:"]').boundingBox())!;
        // The back comes below the card, turned over, in every layout.
        const front = (await main.getByRole('article').boundingBox())!;
        const back = (await cardBack(page, locale).boundingBox())!;
        expect(back.y).toBeGreaterThanOrEqual(front.y + front.height);
        if (layout.wide) {
          // Two sides: the portrait beside the details, Save Contact and Share inside the card.
          await expect(bar).toHaveCSS('position', 'static');
          expect(portrait.x + portrait.width).toBeLessThanOrEqual(email.x);
        } else {
          // One column no wider than 390 px, the two actions side by side in a bar fixed at the bottom.
          await expect(bar).toHaveCSS('position', 'fixed');
          const barBox = (await bar.boundingBox())!;
          expect(Math.round(barBox.y + barBox.height)).toBe(layout.height);
          const [saveBox, shareBox] = [(await save.boundingBox())!, (await share.boundingBox())!];
          expect(Math.round(saveBox.y)).toBe(Math.round(shareBox.y));
          expect(email.y).toBeGreaterThan(portrait.y + portrait.height);
          // Scrolled to the end, the last lines of the card's back clear the bar.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const lastLine = (await cardBack(page, locale).getByRole('link').last().boundingBox())!;
          expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);
        }
      },
    );
  }
}

test.describe(() => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const locale of locales) {
    test(`any other top-level address is still the framed 404, its scripts within the policy (${locale})`, async ({
      page,
      request,
    }) => {
      const violations = await recordPolicyViolations(page);
      const response = await page.goto(localized(locale, '/jordan'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy[locale].notFound);
      await switchToDarkTheme(page, locale);
      expect(await violations()).toEqual([]);
      expect((await request.get(localized(locale, '/jordan/vcard'))).status()).toBe(404);
    });
  }
});
