import type { Locator, Page } from '@playwright/test';
import en from '../messages/en/leads.json';
import es from '../messages/es/leads.json';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { findEmail, uniqueMarker } from './support/outbox';
import { locales, localized, type Locale } from './support/site';
import { bothWidthsInEnglish, oneWidthPerLanguage } from './support/widths';

const messages = { en, es } as const;

/** The spec's messages, word for word, and their Spanish versions. */
const readinessMessages = {
  en: [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Company name is required',
    'Please select an industry',
    'Please select team size',
    'Please select at least one AI area',
    'Please describe your current data usage',
    'Please describe your top 3 goals',
  ],
  es: [
    'El nombre debe tener al menos 2 caracteres',
    'Ingrese un correo electrónico válido',
    'El nombre de la empresa es obligatorio',
    'Seleccione un sector',
    'Seleccione el tamaño del equipo',
    'Seleccione al menos un área de IA',
    'Describa cómo usa hoy sus datos',
    'Describa sus 3 objetivos principales',
  ],
};

const auditMessages = {
  en: [
    'Full name must be at least 2 characters',
    'Please enter a valid email address',
    'Company name is required',
    'Please describe your department structure',
    'Please select at least one department to audit',
    'Please describe your current tools',
    'Please describe your current challenges',
    'Please describe your expected outcomes',
  ],
  es: [
    'El nombre completo debe tener al menos 2 caracteres',
    'Ingrese un correo electrónico válido',
    'El nombre de la empresa es obligatorio',
    'Describa la estructura de sus departamentos',
    'Seleccione al menos un departamento para auditar',
    'Describa las herramientas que usa hoy',
    'Describa sus retos actuales',
    'Describa los resultados que espera',
  ],
};

const websiteMessage = {
  en: 'Please enter a valid website URL',
  es: 'Ingrese una dirección web válida',
};

async function openCenter(page: Page, locale: Locale, form: 'readiness' | 'audit' = 'readiness') {
  const t = messages[locale];
  await page.goto(localized(locale, '/ai-assessment-center'));
  const toggle = page.getByRole('button', { name: t.AssessmentCenter.tabs[form], exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  if (form === 'audit') {
    await expect(page.getByRole('button', { name: t.Leads.audit.submit })).toBeVisible();
  }
  // The other form stays mounted (hidden) so that switching back keeps what was typed.
  return page.locator('form:visible');
}

async function fillReadiness(page: Page | Locator, locale: Locale, company: string) {
  const f = messages[locale].Leads.fields;
  const o = messages[locale].Leads.options;
  await page.getByLabel(f.name).fill('Ada Lovelace');
  await page.getByLabel(f.email).fill(`${company}@example.com`);
  await page.getByLabel(f.companyName).fill(company);
  await page.getByLabel(f.industry).selectOption({ label: o.industry.technology });
  await page.getByLabel(f.teamSize).selectOption({ label: o.teamSize['11-50'] });
  await page.getByRole('checkbox', { name: o.aiAreas.automation }).check();
  await page.getByLabel(f.currentData).fill('Customer records in a CRM, orders in spreadsheets.');
  await page
    .getByLabel(f.topGoals)
    .fill('Answer leads faster, automate reporting, cut data entry.');
}

for (const locale of locales) {
  const t = messages[locale];

  test.describe(`AI assessment center (${locale})`, () => {
    test(
      'shows every readiness message on an empty submit, focuses the first field, and passes axe',
      bothWidthsInEnglish(locale),
      async ({ page }) => {
        test.slow();
        await openCenter(page, locale);
        await page.getByRole('button', { name: t.Leads.readiness.submit }).click();
        for (const message of readinessMessages[locale]) {
          await expect(page.getByText(message, { exact: true })).toBeVisible();
        }
        await expect(page.getByLabel(t.Leads.fields.name)).toBeFocused();
        await expect(page.getByLabel(t.Leads.fields.name)).toHaveAttribute('aria-invalid', 'true');
        await expect(
          page.getByRole('status').filter({ hasText: t.Leads.status.fixFields }),
        ).toBeVisible();
        await page.getByLabel(t.Leads.fields.website).fill('not a website');
        await page.getByRole('button', { name: t.Leads.readiness.submit }).click();
        await expect(page.getByText(websiteMessage[locale], { exact: true })).toBeVisible();
        for (const theme of ['light', 'dark'] as const) {
          await page.evaluate(
            (value) => document.documentElement.classList.toggle('dark', value === 'dark'),
            theme,
          );
          await expectNoAxeViolations(page);
        }
      },
    );

    test(
      'shows every audit message on an empty submit and passes axe',
      bothWidthsInEnglish(locale),
      async ({ page }) => {
        test.slow();
        await openCenter(page, locale, 'audit');
        await page.getByRole('button', { name: t.Leads.audit.submit }).click();
        for (const message of auditMessages[locale]) {
          await expect(page.getByText(message, { exact: true })).toBeVisible();
        }
        await expect(page.getByLabel(t.Leads.fields.fullName)).toBeFocused();
        await expectNoAxeViolations(page);
      },
    );

    test(
      'sends the readiness assessment: thank-you card, and the studio is told by email',
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        const company = uniqueMarker(`readiness-${locale}`);
        await openCenter(page, locale);
        await fillReadiness(page, locale, company);
        await page.getByRole('radio', { name: t.Leads.options.yesNo.yes }).first().check();
        await page.getByLabel(t.Leads.fields.aiToolNames).fill('ChatGPT');
        const submit = page.getByRole('button', { name: t.Leads.readiness.submit });
        await submit.click();
        await expect(
          page.getByRole('heading', { name: t.Leads.readiness.thanksTitle }),
        ).toBeFocused();
        await expect(submit).toHaveCount(0);
        const studio = await findEmail(
          company,
          (mail) => mail.to?.[0]?.address === 'hello@marlowe.studio',
        );
        expect(studio.subject).toBe(`New AI readiness assessment: Ada Lovelace, ${company}`);
        expect(studio.text).toContain('ChatGPT');
        const visitor = await findEmail(
          company,
          (mail) => mail.to?.[0]?.address === `${company}@example.com`,
        );
        expect(visitor.subject).toBe(t.LeadEmail.subject.readiness);
      },
    );

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/Failed to load resource/] });
      test(
        'keeps what was typed and says so when the server cannot be reached',
        oneWidthPerLanguage(locale),
        async ({ page }) => {
          await openCenter(page, locale);
          await fillReadiness(page, locale, uniqueMarker('offline'));
          await page.route('**/api/leads/readiness', (route) =>
            route.abort('internetdisconnected'),
          );
          await page.getByRole('button', { name: t.Leads.readiness.submit }).click();
          await expect(
            page.getByRole('alert').filter({ hasText: t.Leads.status.network }),
          ).toBeVisible();
          await expect(page.getByLabel(t.Leads.fields.name)).toHaveValue('Ada Lovelace');
          await page.unroute('**/api/leads/readiness');
          await page.route('**/api/leads/readiness', (route) =>
            route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"message":"down"}',
            }),
          );
          await page.getByRole('button', { name: t.Leads.readiness.submit }).click();
          await expect(
            page.getByRole('alert').filter({ hasText: 'hello@marlowe.studio' }),
          ).toBeVisible();
        },
      );
    });
  });
}

test.describe('audit request with files', () => {
  const MB = 1024 * 1024;
  const pdf = (size: number) =>
    Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(Math.max(0, size - 9), 0x20)]);

  for (const locale of locales) {
    const t = messages[locale];
    test(
      `keeps, skips and removes files, then sends the request (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        test.slow();
        const company = uniqueMarker(`audit-${locale}`);
        const form = await openCenter(page, locale, 'audit');
        const picker = page.locator('input[type="file"]');
        await picker.setInputFiles([
          { name: 'org-chart.pdf', mimeType: 'application/pdf', buffer: pdf(2000) },
          {
            name: 'installer.exe',
            mimeType: 'application/octet-stream',
            buffer: Buffer.from('MZ'),
          },
          { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf(10 * MB + 1) },
        ]);
        const list = page.getByRole('list', { name: t.Leads.files.listLabel });
        await expect(list.getByRole('listitem')).toHaveCount(1);
        const notice = page.getByText(/installer\.exe.*scan\.pdf/);
        await expect(notice).toBeVisible();
        await expect(notice).toHaveAttribute('aria-live', 'polite');

        await picker.setInputFiles(
          Array.from({ length: 5 }, (_, index) => ({
            name: `page-${index + 1}.txt`,
            mimeType: 'text/plain',
            buffer: Buffer.from(`Notes ${index + 1}\n`),
          })),
        );
        await expect(list.getByRole('listitem')).toHaveCount(5);
        await expect(page.getByText(/page-5\.txt/).last()).toBeVisible();
        await page
          .getByRole('button', { name: `${t.Leads.files.remove.replace('{name}', 'page-2.txt')}` })
          .click();
        await expect(list.getByRole('listitem')).toHaveCount(4);

        const f = t.Leads.fields;
        await form.getByLabel(f.fullName).fill('Grace Hopper');
        await form.getByLabel(f.email).fill(`${company}@example.com`);
        await form.getByLabel(f.companyName).fill(company);
        await page
          .getByLabel(f.departmentStructure)
          .fill('Sales, support and a small operations team.');
        await form.getByRole('checkbox', { name: t.Leads.options.auditDepartments.sales }).check();
        await form.getByLabel(f.currentTools).fill('HubSpot, Gmail and Google Sheets.');
        await page
          .getByLabel(f.currentChallenges)
          .fill('Slow replies to leads and manual reporting.');
        await form.getByLabel(f.expectedOutcomes).fill('Faster replies and fewer manual steps.');
        const submit = page.getByRole('button', { name: t.Leads.audit.submit });
        await submit.click();
        await expect(page.getByRole('heading', { name: t.Leads.audit.thanksTitle })).toBeVisible();
        const studio = await findEmail(
          company,
          (mail) => mail.to?.[0]?.address === 'hello@marlowe.studio',
        );
        expect(studio.subject).toBe(`New AI audit request: Grace Hopper, ${company}`);
        expect(studio.attachments.map((file) => file.filename)).toEqual([
          'org-chart.pdf',
          'page-1.txt',
          'page-3.txt',
          'page-4.txt',
        ]);
      },
    );
  }

  test('shows the pending label while the request is on its way', async ({ page }) => {
    const form = await openCenter(page, 'en', 'audit');
    await page.route('**/api/leads/audit**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: '{"lead":null,"message":"ok"}',
      });
    });
    const f = en.Leads.fields;
    await form.getByLabel(f.fullName).fill('Grace Hopper');
    await form.getByLabel(f.email).fill('pending@example.com');
    await form.getByLabel(f.companyName).fill('Pending Inc');
    await page
      .getByLabel(f.departmentStructure)
      .fill('Sales, support and a small operations team.');
    await form.getByRole('checkbox', { name: 'Sales' }).check();
    await form.getByLabel(f.currentTools).fill('HubSpot, Gmail and Google Sheets.');
    await form.getByLabel(f.currentChallenges).fill('Slow replies to leads and manual reporting.');
    await form.getByLabel(f.expectedOutcomes).fill('Faster replies and fewer manual steps.');
    await page.getByRole('button', { name: 'Submit Audit Request' }).click();
    await expect(page.getByRole('button', { name: 'Submitting Audit Request...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: en.Leads.audit.thanksTitle })).toBeVisible();
  });
});

test('the readiness form works with the keyboard alone', async ({ page }) => {
  await page.route('**/api/leads/readiness', (route) =>
    route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: '{"lead":null,"message":"ok"}',
    }),
  );
  await openCenter(page, 'en');
  await page.getByLabel('Your name').focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Analytical Engines');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Lead generation' })).toBeChecked();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByLabel('How does your business use data today?')).toBeFocused();
  await page.keyboard.type('Customer records in a CRM and spreadsheets.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('What are your top 3 goals for the next 12 months?')).toBeFocused();
  await page.keyboard.type('Answer leads faster and automate the weekly reports.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('How familiar is your team with AI?')).toHaveValue('6');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Assessment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: en.Leads.readiness.thanksTitle })).toBeFocused();
});
