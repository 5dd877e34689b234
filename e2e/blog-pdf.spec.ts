import { readFile } from 'node:fs/promises';
import { launchArticleViews as getArticles } from '../tests/support/launch-articles';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, useTheme } from './support/fixtures';
import { locales, localized } from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const copy = {
  en: {
    getPdf: 'Get PDF',
    downloadPdf: 'Download PDF',
    title: 'Download PDF Version',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    processing: 'Processing...',
    thanks: 'Thank you!',
    ready: 'Your PDF is ready for download',
    required: 'Please enter your first name',
    invalidEmail: 'Please enter a valid email address',
  },
  es: {
    getPdf: 'Obtener PDF',
    downloadPdf: 'Descargar PDF',
    title: 'Descargue la versión en PDF',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    processing: 'Procesando...',
    thanks: '¡Gracias!',
    ready: 'Su PDF está listo para descargar',
    required: 'Ingrese su nombre',
    invalidEmail: 'Ingrese un correo electrónico válido',
  },
} as const;

for (const locale of locales) {
  const t = copy[locale];
  const article = getArticles(locale)[2]!;

  test(
    `the PDF dialog subscribes the reader and downloads a real PDF (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }, testInfo) => {
      // One language in each theme, so the dialog's error states are checked in both.
      await useTheme(page, locale === 'en' ? 'light' : 'dark');
      const posted: unknown[] = [];
      // Hold the subscription call a moment so the sending state can be seen.
      await page.route('**/api/email-subscription', async (route) => {
        posted.push(route.request().postDataJSON());
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      await page.goto(localized(locale, `/blog/${article.slug}`));
      await page.getByRole('main').getByRole('button', { name: t.getPdf }).click();

      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(article.title);
      await expect(dialog.getByLabel(t.email)).toHaveAttribute('type', 'email');

      // Nothing is sent while a field is empty.
      await dialog.getByRole('button', { name: t.downloadPdf }).click();
      await expect(dialog.getByText(t.required)).toBeVisible();
      await dialog.getByLabel(t.firstName).fill('Ada');
      await dialog.getByLabel(t.lastName).fill('Lovelace');
      await dialog.getByLabel(t.email).fill('not-an-address');
      await dialog.getByRole('button', { name: t.downloadPdf }).click();
      await expect(dialog.getByText(t.invalidEmail)).toBeVisible();
      expect(posted).toHaveLength(0);
      await expectNoAxeViolations(page, '[role="dialog"]');

      const email = `pdf-${testInfo.project.name}-${locale}-${Date.now().toString(36)}@example.com`;
      await dialog.getByLabel(t.email).fill(email);
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t.downloadPdf }).click();
      await expect(dialog.getByRole('button', { name: t.processing })).toBeDisabled();

      await expect(dialog.getByText(t.thanks)).toBeVisible();
      await expect(dialog.getByText(t.ready)).toBeVisible();
      // Closes itself after two seconds, while the file arrives.
      await expect(dialog).toBeHidden({ timeout: 4000 });
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`marlowe-blogazine-${article.slug}-${locale}.pdf`);
      const file = await readFile(await download.path());
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(posted).toEqual([
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          source: 'blog-pdf',
          language: locale,
          article: article.slug,
        },
      ]);

      // It opens again with empty fields.
      await page.getByRole('main').getByRole('button', { name: t.downloadPdf }).click();
      await expect(dialog.getByLabel(t.firstName)).toHaveValue('');
      await expect(dialog.getByLabel(t.email)).toHaveValue('');
    },
  );
}
