import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import PostalMime from 'postal-mime';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, useTheme } from './support/fixtures';
import { locales, localized, type Locale } from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const copy = {
  en: {
    placeholder: 'Enter your email address',
    subscribe: 'Subscribe Now',
    success: /we sent a confirmation link/,
    invalid: 'Please enter a valid email address',
    confirmHeading: 'Confirm your subscription',
    confirm: 'Confirm Subscription',
    confirmed: 'You are subscribed',
    unsubscribeHeading: 'Unsubscribe from Blogazine',
    unsubscribe: 'Unsubscribe',
    unsubscribed: 'You are unsubscribed',
    invalidLink: 'We could not find this subscription',
  },
  es: {
    placeholder: 'Ingrese su correo electrónico',
    subscribe: 'Suscribirme ahora',
    success: /le enviamos un enlace de confirmación/,
    invalid: 'Ingrese un correo electrónico válido',
    confirmHeading: 'Confirme su suscripción',
    confirm: 'Confirmar suscripción',
    confirmed: 'Su suscripción está activa',
    unsubscribeHeading: 'Darse de baja del Blogazine',
    unsubscribe: 'Darme de baja',
    unsubscribed: 'Se dio de baja',
    invalidLink: 'No encontramos esta suscripción',
  },
} as const;

const outbox = path.resolve(process.env.E2E_DATA_DIR ?? './data/e2e', 'outbox');
const port = Number(process.env.E2E_PORT ?? 3100);

/** Scrolls to the subscribe band and waits until its working form has taken over. */
async function subscribeBand(page: Page) {
  await page.locator('[data-subscribe-form]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-subscribe-form="live"]')).toBeVisible();
}

function addressFor(testInfo: TestInfo, locale: Locale) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `news-${testInfo.project.name}-${locale}-${unique}@example.com`;
}

/** The links of the confirmation email sent to `email`, from the server's .eml outbox. */
async function confirmationLinks(email: string) {
  let found: { confirm: string; unsubscribe: string; oneClick: string } | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const raw = await readFile(path.join(outbox, name));
          if (!raw.includes(email)) continue;
          const message = await PostalMime.parse(raw);
          if (message.to?.[0]?.address !== email) continue;
          const text = message.text ?? '';
          const header = message.headers.find((entry) => entry.key === 'list-unsubscribe');
          found = {
            confirm: /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(text)![0],
            unsubscribe: /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(text)![0],
            oneClick: header!.value.replace(/^<|>$/g, ''),
          };
        }
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  // The email names the public site; the test server listens locally.
  const local = (link: string) => {
    const url = new URL(link);
    return `http://127.0.0.1:${port}${url.pathname}${url.search}`;
  };
  return {
    confirm: local(found!.confirm),
    unsubscribe: local(found!.unsubscribe),
    oneClick: local(found!.oneClick),
  };
}

for (const locale of locales) {
  test.describe(locale, oneWidthPerLanguage(locale), () => {
    const t = copy[locale];

    test(`the subscribe band confirms in the visitor's language (${locale})`, async ({
      page,
    }, testInfo) => {
      await useTheme(page, locale === 'en' ? 'light' : 'dark');
      await page.goto(localized(locale, '/blog'));
      await subscribeBand(page);
      const input = page.getByPlaceholder(t.placeholder);
      const button = page.getByRole('button', { name: t.subscribe });

      // An empty or malformed address is never sent.
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/email-subscription')) requests += 1;
      });
      await button.click();
      await expect(page.getByText(t.invalid)).toBeVisible();
      await input.fill('grace@');
      await button.click();
      await expect(page.getByText(t.invalid)).toBeVisible();
      expect(requests).toBe(0);
      await expectNoAxeViolations(page, 'form');

      await input.fill(addressFor(testInfo, locale));
      await button.click();
      await expect(page.getByText(t.success)).toBeVisible();
      await expect(input).toHaveValue('');
      expect(requests).toBe(1);
    });

    test.describe(() => {
      // The browser logs the refused request itself.
      test.use({ allowedConsoleErrors: [/status of 429/] });
      test(`the subscribe band shows the server's error (${locale})`, async ({ page }) => {
        const message = locale === 'en' ? 'Too many requests.' : 'Demasiadas solicitudes.';
        await page.route('**/api/email-subscription', (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: JSON.stringify({ message }),
          }),
        );
        await page.goto(localized(locale, '/blog'));
        await subscribeBand(page);
        await page.getByPlaceholder(t.placeholder).fill('reader@example.com');
        await page.getByRole('button', { name: t.subscribe }).click();
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        await expect(page.getByPlaceholder(t.placeholder)).toHaveValue('reader@example.com');
      });
    });
  });
}

for (const locale of locales) {
  const t = copy[locale];
  test(`double opt-in: the emailed link confirms only on the button, then unsubscribes (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    const email = addressFor(testInfo, locale);
    await page.goto(localized(locale, '/blog'));
    await subscribeBand(page);
    await page.getByPlaceholder(t.placeholder).fill(email);
    await page.getByRole('button', { name: t.subscribe }).click();
    await expect(page.getByText(t.success)).toBeVisible();

    const links = await confirmationLinks(email);
    // Opening the link (as a mail scanner would) changes nothing.
    await page.goto(links.confirm);
    await page.goto(links.confirm);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.confirmHeading);
    await expect(main).toContainText(email);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: t.confirm }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.confirmed);

    await page.goto(links.unsubscribe);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribeHeading);
    await main.getByRole('button', { name: t.unsubscribe }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.unsubscribed);

    // The one-click address answers mail programs' POST, and only POST.
    expect((await request.get(links.oneClick)).status()).toBe(405);
    const oneClick = await request.post(links.oneClick, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
  });
}
