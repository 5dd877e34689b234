import type { Page } from '@playwright/test';
import en from '../messages/en/leads.json';
import es from '../messages/es/leads.json';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { findEmail, uniqueMarker } from './support/outbox';
import { locales, localized } from './support/site';
import { bothWidthsInEnglish, oneWidthPerLanguage } from './support/widths';

const messages = { en, es } as const;

for (const locale of locales) {
  const t = messages[locale];
  const f = t.Leads.fields;
  const progress = (step: number) =>
    t.Discover.progress.replace('{step}', String(step)).replace('{total}', '4');
  const percent = (value: number) => t.Discover.percent.replace('{percent}', String(value));

  async function expectStep(page: Page, step: number) {
    await expect(page.getByText(progress(step), { exact: true })).toBeVisible();
    await expect(page.getByText(percent(step * 25), { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(step * 25));
    await expect(
      page.getByRole('heading', { name: t.Discover.steps[String(step) as '1'] }),
    ).toBeVisible();
  }

  test(
    `the wizard gates each step, keeps answers going back and across a reload, and sends the report request (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      test.slow();
      const company = uniqueMarker(`wizard-${locale}`);
      await page.goto(localized(locale, '/discover-ai-readiness'));
      await expectStep(page, 1);
      const next = page.getByRole('button', { name: t.Discover.next, exact: true });
      const back = page.getByRole('button', { name: t.Discover.back, exact: true });
      await expect(back).toBeDisabled();
      await expect(next).toBeDisabled();

      await page.getByLabel(f.companyName).fill(company);
      await page.getByLabel(f.email).fill(`${company}@example.com`);
      await page
        .getByLabel(f.industry)
        .selectOption({ label: t.Leads.options.industry['real-estate'] });
      await page
        .getByLabel(f.companySize)
        .selectOption({ label: t.Leads.options.companySize['11-50'] });
      await expect(next).toBeDisabled();
      await page.getByLabel(f.role).fill('Owner');
      await expect(next).toBeEnabled();
      await next.click();

      await expectStep(page, 2);
      const slider = page.getByLabel(f.aiExperience);
      await expect(slider).toHaveValue('3');
      await expect(slider).toHaveAttribute(
        'aria-valuetext',
        new RegExp(t.Leads.options.experience['3']),
      );
      for (const level of ['1', '2', '3', '4', '5'] as const) {
        await expect(
          page.getByText(t.Leads.options.experience[level], { exact: true }),
        ).toBeAttached();
      }
      await slider.fill('4');
      await expect(next).toBeDisabled();
      await page.getByLabel(f.currentChallenges).fill('Too many unqualified leads.');
      await next.click();

      await expectStep(page, 3);
      await back.click();
      await expectStep(page, 2);
      await expect(page.getByLabel(f.currentChallenges)).toHaveValue('Too many unqualified leads.');
      await expect(slider).toHaveValue('4');
      await next.click();
      await page.getByLabel(f.primaryGoals).fill('Qualify leads automatically.');
      await page.getByRole('checkbox', { name: t.Leads.options.departments.sales }).check();

      // A reload of the same tab keeps the step and the answers.
      await page.reload();
      await expectStep(page, 3);
      await expect(page.getByLabel(f.primaryGoals)).toHaveValue('Qualify leads automatically.');
      await expect(
        page.getByRole('checkbox', { name: t.Leads.options.departments.sales }),
      ).toBeChecked();
      await page.getByRole('button', { name: t.Discover.next, exact: true }).click();

      await expectStep(page, 4);
      await page.getByLabel(f.budget).selectOption({ label: t.Leads.options.budget['not-sure'] });
      await page.getByRole('button', { name: t.Discover.submit }).click();

      await expect(page.getByRole('heading', { name: t.Discover.doneTitle })).toBeFocused();
      const home = page.getByRole('link', { name: t.Discover.home });
      await expect(home).toHaveAttribute('href', locale === 'en' ? '/' : '/es');
      const studio = await findEmail(
        company,
        (mail) => mail.to?.[0]?.address === 'hello@marlowe.studio',
      );
      expect(studio.subject).toBe(`New Discover AI readiness wizard: ${company}`);
      expect(studio.text).toContain('4 of 5: Intermediate');
      await home.click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'en' ? '/' : '/es'}$`));
    },
  );

  test(
    `the wizard shows a wrong email on Next and has no axe violations (${locale})`,
    bothWidthsInEnglish(locale),
    async ({ page }) => {
      test.slow();
      await page.goto(localized(locale, '/discover-ai-readiness'));
      await page.getByLabel(f.companyName).fill('Bay Realty');
      await page.getByLabel(f.email).fill('not-an-address');
      await page.getByLabel(f.industry).selectOption({ index: 1 });
      await page.getByLabel(f.companySize).selectOption({ index: 1 });
      await page.getByLabel(f.role).fill('Owner');
      await page.getByRole('button', { name: t.Discover.next, exact: true }).click();
      await expect(page.getByText(t.Leads.errors.email, { exact: true })).toBeVisible();
      await expect(page.getByLabel(f.email)).toBeFocused();
      await expect(page.getByText(progress(1), { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
}
