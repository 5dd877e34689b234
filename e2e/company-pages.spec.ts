import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bookingEventCount, localized, recordBookingEvents } from './support/site';
import { bothWidths, oneWidthPerLanguage } from './support/widths';

/** What each language must show; the texts are the visitor's, quoted from the pages. */
const copy = {
  en: {
    contact: {
      h1: 'Talk to the engineer who will do the work',
      details: ['US Eastern time (New York)', 'English and Spanish', 'one business day'],
      schedule: 'Sessions run Tuesday to Thursday, US Eastern time',
      book: 'Book Strategy Session',
      assessment: 'Visit the AI Assessment Center',
    },
    team: {
      h1: 'Meet Jordan Marlowe',
      h2: [
        'What Jordan does',
        'How he works',
        'What he has built',
        'One engineer, trusted specialists',
      ],
      facts: ['Chincoteague Island, Virginia', '2025'],
      book: 'Book Strategy Session',
    },
    privacy: {
      h1: 'Privacy Policy',
      effective: 'Effective November 2026',
      // Every form and kind of data, with the retention period its card must state.
      records: [
        ['Strategy session booking', '24 months after the session'],
        ['Blogazine newsletter and PDF downloads', 'until you unsubscribe'],
        ['AI readiness assessment', '12 months'],
        ['AI audit request', '12 months'],
        ['Discover AI readiness wizard', '12 months'],
        ['Server logs', '30 days'],
        ['Settings kept in your browser', 'one year'],
        ['Visit statistics', '30 days'],
      ],
      uploads: '5 files of up to 10 MB each',
      rightsSection: 'Your rights and how to use them',
      answerTime: 'within 30 days',
    },
    terms: {
      h1: 'Terms of Use',
      effective: 'Effective November 2025',
      lawSection: 'Governing law',
      law: 'Commonwealth of Virginia',
    },
  },
  es: {
    contact: {
      h1: 'Hable con el ingeniero que hará el trabajo',
      details: ['Hora del este de EE. UU. (Nueva York)', 'Español e inglés', 'un día hábil'],
      schedule: 'Las sesiones son de martes a jueves, en horario del este de EE. UU.',
      book: 'Reservar sesión estratégica',
      assessment: 'Visite el Centro de evaluación de IA',
    },
    team: {
      h1: 'Conozca a Jordan Marlowe',
      h2: [
        'A qué se dedica Jordan',
        'Cómo trabaja',
        'Lo que ha construido',
        'Un ingeniero y especialistas de confianza',
      ],
      facts: ['Chincoteague Island, Virginia', '2025'],
      book: 'Reservar sesión estratégica',
    },
    privacy: {
      h1: 'Política de privacidad',
      effective: 'Vigente desde noviembre de 2026',
      records: [
        ['Reserva de la sesión estratégica', '24 meses después de la sesión'],
        ['Boletín Blogazine y descargas en PDF', 'hasta que usted se dé de baja'],
        ['Evaluación de preparación para la IA', '12 meses'],
        ['Solicitud de auditoría de IA', '12 meses'],
        ['Asistente para descubrir su preparación en IA', '12 meses'],
        ['Registros del servidor', '30 días'],
        ['Preferencias guardadas en su navegador', 'un año'],
        ['Estadísticas de visitas', '30 días'],
      ],
      uploads: '5 archivos de hasta 10 MB cada uno',
      rightsSection: 'Sus derechos y cómo ejercerlos',
      answerTime: 'en un plazo de 30 días',
    },
    terms: {
      h1: 'Términos de uso',
      effective: 'Vigente desde noviembre de 2025',
      lawSection: 'Ley aplicable',
      law: 'Mancomunidad de Virginia',
    },
  },
} as const;

/** Clicks a table-of-contents link and checks its section lands just below the sticky header. */
async function expectTocJump(page: Page, tocName: string, sectionHeading: string) {
  const toc = page.getByRole('navigation', { name: tocName });
  await toc.getByRole('link', { name: sectionHeading, exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: sectionHeading, exact: true });
  const id = await heading.getAttribute('id');
  expect(id).toBeTruthy();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect
    .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(64);
  await expect(heading).toBeFocused();
}

/** Every table-of-contents entry points at a level-2 heading of the page, in order. */
async function expectTocCoversSections(page: Page, tocName: string) {
  const hrefs = await page
    .getByRole('navigation', { name: tocName })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const ids = await page
    .getByRole('main')
    .locator('h2[id]')
    .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  expect(hrefs).toEqual(ids);
}

for (const locale of ['en', 'es'] as const) {
  test.describe(locale, oneWidthPerLanguage(locale), () => {
    const text = copy[locale];
    const tocName = locale === 'en' ? 'On this page' : 'En esta página';

    test(`contact page: details, links and booking (${locale})`, async ({ page }) => {
      await page.addInitScript(recordBookingEvents);
      await page.goto(localized(locale, '/contact'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.contact.h1);

      await expect(main.locator('a[href="tel:+17575550142"]')).toHaveText('+1 (757) 555-0142');
      await expect(main.locator('a[href="mailto:hello@marlowe.studio"]')).toHaveText(
        'hello@marlowe.studio',
      );
      for (const detail of text.contact.details) await expect(main).toContainText(detail);
      await expect(main).toContainText(text.contact.schedule);

      const socials = main.locator('a[rel="me"]');
      await expect(socials).toHaveCount(5);
      for (const host of ['linkedin.com', 'x.com', 'instagram.com', 'tiktok.com', 'facebook.com']) {
        await expect(main.locator(`a[rel="me"][href*="${host}"]`)).toHaveCount(1);
      }

      await expect(main.getByRole('link', { name: text.contact.assessment })).toHaveAttribute(
        'href',
        localized(locale, '/ai-assessment-center'),
      );

      await main.getByRole('button', { name: text.contact.book }).click();
      expect(await bookingEventCount(page)).toBe(1);
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test(`team page: founder profile and booking (${locale})`, async ({ page }) => {
      await page.addInitScript(recordBookingEvents);
      await page.goto(localized(locale, '/team'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.team.h1);
      for (const heading of text.team.h2) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      for (const fact of text.team.facts)
        await expect(main.locator('dl').first()).toContainText(fact);

      // The portrait is our own drawing: decorative, with the monogram in it.
      const portrait = main.locator('svg[aria-hidden="true"]', { hasText: 'JM' });
      await expect(portrait).toBeVisible();

      const bookButtons = main.getByRole('button', { name: text.team.book });
      await expect(bookButtons).toHaveCount(2);
      await bookButtons.last().click();
      expect(await bookingEventCount(page)).toBe(1);
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test(`privacy policy names every form and how long it is kept (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(locale, '/privacy'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.privacy.h1);
      await expect(main.locator('time[datetime="2026-11-27"]')).toBeVisible();
      await expect(main).toContainText(text.privacy.effective);

      for (const [form, retention] of text.privacy.records) {
        const heading = main.getByRole('heading', { level: 3, name: form, exact: true });
        await expect(heading).toBeVisible();
        // The record is the heading's card: its retention entry states the period.
        const card = heading.locator('xpath=..');
        await expect(card.locator('dd').nth(2)).toContainText(retention);
      }
      await expect(main).toContainText(text.privacy.uploads);
      await expect(main.locator('a[href="mailto:hello@marlowe.studio"]').first()).toBeVisible();
      await expect(main).toContainText(text.privacy.answerTime);

      await expectTocCoversSections(page, tocName);
      await expectTocJump(page, tocName, text.privacy.rightsSection);
    });

    test(`terms of use: sections and table of contents (${locale})`, async ({ page }) => {
      await page.goto(localized(locale, '/terms'));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.terms.h1);
      await expect(main).toContainText(text.terms.effective);
      await expect(main).toContainText(text.terms.law);
      await expect(main.getByRole('link', { name: /privac/i })).toHaveAttribute(
        'href',
        localized(locale, '/privacy'),
      );

      await expectTocCoversSections(page, tocName);
      await expectTocJump(page, tocName, text.terms.lawSection);
    });
  });
}

test.describe('without JavaScript', bothWidths, () => {
  test.use({ javaScriptEnabled: false });

  test('a section named in the address lands below the sticky header', async ({ page }) => {
    await page.goto('/privacy#your-rights');
    const heading = page.locator('#your-rights');
    await expect(heading).toHaveText('Your rights and how to use them');
    const top = await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(top).toBeGreaterThanOrEqual(56);
    expect(top).toBeLessThanOrEqual(72);
  });
});
