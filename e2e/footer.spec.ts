import { expect, test } from './support/fixtures';
import { localized, serviceSlugs } from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const copy = {
  en: {
    columns: ['Services', 'Company', 'Contact'],
    company: ['Our Story', 'Portfolio', 'FAQ', 'AI Assessment Center'],
    location: 'Chincoteague Island, Virginia, USA',
    heart: 'With a heart from Virginia',
    rights: '© 2025 Marlowe Creative Studio',
  },
  es: {
    columns: ['Servicios', 'Empresa', 'Contacto'],
    company: [
      'Nuestra historia',
      'Portafolio',
      'Preguntas frecuentes',
      'Centro de evaluación de IA',
    ],
    location: 'Chincoteague Island, Virginia, EE. UU.',
    heart: 'Con el corazón desde Virginia',
    rights: '© 2025 Marlowe Creative Studio',
  },
} as const;

for (const locale of ['en', 'es'] as const) {
  test(
    `footer columns, contact details and socials (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      await page.goto(localized(locale, '/about'));
      const footer = page.getByRole('contentinfo');
      const text = copy[locale];
      for (const heading of text.columns) {
        await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      const services = footer.getByRole('navigation', { name: text.columns[0] }).getByRole('link');
      await expect(services).toHaveCount(8);
      for (const [index, slug] of serviceSlugs.entries()) {
        await expect(services.nth(index)).toHaveAttribute(
          'href',
          localized(locale, `/services/${slug}`),
        );
      }
      const company = footer.getByRole('navigation', { name: text.columns[1] });
      for (const name of text.company) {
        await expect(company.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(company.getByRole('link', { name: text.company[0] })).toHaveAttribute(
        'href',
        locale === 'en' ? '/#our-story' : '/es#our-story',
      );
      await expect(footer.locator('a[href="tel:+17575550142"]')).toContainText('+1 (757) 555-0142');
      await expect(footer.locator('a[href="mailto:hello@marlowe.studio"]')).toContainText(
        'hello@marlowe.studio',
      );
      const socials = footer.locator('a[rel="me"]');
      await expect(socials).toHaveCount(5);
      for (const network of ['linkedin', 'x.com', 'instagram', 'tiktok', 'facebook']) {
        await expect(footer.locator(`a[rel="me"][href*="${network}"]`)).toHaveCount(1);
      }
      await expect(footer).toContainText(text.rights);
      await expect(footer).toContainText(text.location);
      await expect(footer).toContainText(text.heart);
    },
  );
}
