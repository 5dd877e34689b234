import sharp from 'sharp';
import blogEn from '@messages/en/blog.json';
import blogEs from '@messages/es/blog.json';
import studioEn from '@messages/en/studio.json';
import studioEs from '@messages/es/studio.json';
import { studioTimeZone } from '@/config/site';
import { deskOrigin, deskUrl, signedInDesk, withArticlesLock } from './support/desk';
import { expect, test } from './support/fixtures';
import { locales, localized } from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const copy = {
  en: { desk: studioEn.Studio.articles, notFound: blogEn.BlogNotFound.screen.heading },
  es: { desk: studioEs.Studio.articles, notFound: blogEs.BlogNotFound.screen.heading },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The wall clock in the studio's zone `minutes` from now, as the publish dialog's fields take it. */
function studioClock(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: studioTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5b3cc4' } })
    .png()
    .toBuffer();

for (const locale of locales) {
  test(
    `the owner writes, checks, previews, schedules, renames and unpublishes an article (${locale})`,
    oneWidthPerLanguage(locale),
    async ({ page }) => {
      // Two minutes of schedule, then every place the article appears.
      test.setTimeout(300_000);
      const t = copy[locale].desk;
      const editor = t.editor;
      const marker = `${locale}${Date.now().toString(36)}`;
      const slug = `desk-article-${marker}`;
      const title = `Quarterly numbers the owner checks ${marker}`;
      const shown = locale === 'en' ? title : `${title} (es)`;
      const site = (path: string) => `${deskOrigin}${localized(locale, path)}`;

      await signedInDesk(page);
      await page.goto(deskUrl(locale, '/studio/articles'));
      const published = page.getByRole('region', { name: t.sections.published });
      await published
        .getByRole('button', { name: new RegExp(`^${t.duplicate}`) })
        .first()
        .click();
      await expect(page).toHaveURL(/\/studio\/articles\/[0-9a-f-]{36}$/);

      await page.getByRole('textbox', { name: editor.slug }).fill(slug);
      // Dated before the launch articles, so the magazine's first pages stay as other tests expect.
      await page.getByLabel(editor.date).fill('2020-01-15');
      const english = page.getByRole('region', {
        name: fill(editor.version, { language: editor.languages.en }),
      });
      const spanish = page.getByRole('region', {
        name: fill(editor.version, { language: editor.languages.es }),
      });
      await english
        .getByRole('textbox', { name: editor.articleTitle, exact: true })
        .first()
        .fill(title);
      await spanish
        .getByRole('textbox', { name: editor.articleTitle, exact: true })
        .first()
        .fill(`${title} (es)`);

      // A callout and an uploaded picture, written with the keyboard where a person would type.
      const addBlock = async (type: keyof typeof editor.blockTypes) => {
        await english.getByRole('combobox', { name: editor.addBlock }).selectOption(type);
        await english.getByRole('button', { name: new RegExp(`^${editor.add} ?:`) }).click();
        return english
          .getByRole('group', { name: new RegExp(`: ${editor.blockTypes[type]}$`) })
          .last();
      };
      const callout = await addBlock('icon-callout');
      await callout
        .getByRole('textbox', { name: editor.fields.calloutTitle })
        .fill(`Callout ${marker}`);
      await callout
        .getByRole('textbox', { name: editor.fields.text, exact: true })
        .fill('Read [the pilot plan](https://example.com/plan) before the quarter starts.');
      const image = await addBlock('image');
      await image.getByLabel(editor.upload).setInputFiles({
        name: 'chart.png',
        mimeType: 'image/png',
        buffer: await picture(),
      });
      await expect(image.getByText(editor.uploaded)).toBeVisible({ timeout: 30_000 });
      await image.getByRole('textbox', { name: editor.fields.caption }).fill('The quarter, drawn.');

      // The picture has no alt text yet: the English checks say so, and stop saying it once it has.
      const checks = page.getByRole('region', {
        name: fill(editor.checks, { language: editor.languages.en }),
      });
      const legend = (await image.locator('legend').textContent()) ?? '';
      const number = Number(/\d+/.exec(legend)?.[0]);
      const missingAlt = checks.getByText(fill(t.completeness.alt, { number }));
      await expect(missingAlt).toBeVisible();
      await image
        .getByRole('textbox', { name: editor.fields.alt })
        .fill('A purple chart of the quarter');
      await expect(missingAlt).toBeHidden();
      await expect(page.getByText(editor.saved, { exact: true })).toBeVisible({ timeout: 15_000 });

      // A draft survives a reload.
      await page.reload();
      await expect(
        english.getByRole('textbox', { name: editor.articleTitle, exact: true }).first(),
      ).toHaveValue(title);

      // The private preview shows the draft (the callout is in its English version), and asks
      // search engines to stay away.
      await page
        .getByRole('region', { name: editor.preview })
        .getByRole('button', { name: editor.preview })
        .click();
      const previewLink = page.getByRole('link', {
        name: new RegExp(fill(editor.previewIn, { language: editor.languages.en })),
      });
      const preview = await previewLink.getAttribute('href');
      const previewPage = await page.context().newPage();
      const previewAnswer = await previewPage.goto(`${deskOrigin}${preview}`);
      expect(previewAnswer?.headers()['x-robots-tag']).toContain('noindex');
      await expect(previewPage.getByText(`Callout ${marker}`)).toBeVisible();
      await previewPage.close();

      // From here until it is unpublished, the article is on the site.
      await withArticlesLock(async () => {
        // Scheduled two minutes ahead, in the studio's time.
        await page.getByRole('button', { name: editor.publish }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('radio', { name: editor.later }).check();
        const at = studioClock(2);
        await dialog.getByLabel(new RegExp(`^${editor.scheduleDate.split(' (')[0]}`)).fill(at.date);
        await dialog.getByLabel(editor.scheduleTime).fill(at.time);
        await dialog
          .getByRole('button', {
            name: new RegExp(`^(${editor.schedule}|${editor.publishAnyway})$`),
          })
          .click();
        await expect(dialog.getByText(editor.newsletterLater)).toBeVisible();
        await page.keyboard.press('Escape');

        expect((await page.request.get(site(`/blog/${slug}`))).status()).toBe(404);
        await expect
          .poll(async () => (await (await page.request.get(site('/blog'))).text()).includes(slug), {
            timeout: 200_000,
            intervals: [2_000],
          })
          .toBe(true);
        const everywhere = [
          site(`/search?q=${encodeURIComponent(marker)}`),
          locale === 'en' ? `${deskOrigin}/blog/rss.xml` : `${deskOrigin}/es/blog/rss.xml`,
          `${deskOrigin}/sitemaps/blog.xml`,
        ];
        for (const address of everywhere) {
          expect(await (await page.request.get(address)).text(), address).toContain(slug);
        }
        const pdf = await page.request.get(`${deskOrigin}/api/blog/${slug}/pdf?lang=${locale}`);
        expect(pdf.headers()['content-type'], `${pdf.status()} ${await pdf.text()}`).toBe(
          'application/pdf',
        );

        // A new slug: the old address leads to the new one.
        await page.reload();
        const moved = `${slug}-moved`;
        await page.getByRole('textbox', { name: editor.slug }).fill(moved);
        await expect(page.getByText(editor.saved, { exact: true })).toBeVisible({
          timeout: 15_000,
        });
        await page.getByRole('button', { name: editor.update }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', {
            name: new RegExp(`^(${editor.publishNow}|${editor.publishAnyway})$`),
          })
          .click();
        await expect(
          page.getByRole('dialog').getByText(t.publishedNow, { exact: true }),
        ).toBeVisible();
        await page.keyboard.press('Escape');
        await expect
          .poll(
            async () =>
              (await page.request.get(site(`/blog/${slug}`), { maxRedirects: 0 })).status(),
            {
              timeout: 10_000,
            },
          )
          .toBe(308);
        await page.goto(site(`/blog/${slug}`));
        await expect(page).toHaveURL(site(`/blog/${moved}`));

        // Off the site: the address answers the magazine's 404.
        await page.goto(deskUrl(locale, '/studio/articles'));
        const card = page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: shown }) });
        await card.getByRole('button', { name: t.unpublish }).click();
        await page.getByRole('dialog').getByRole('button', { name: t.unpublishConfirm }).click();
        await expect(page.getByText(fill(t.unpublished, { title: shown })).first()).toBeVisible();
        await expect
          .poll(async () => (await page.request.get(site(`/blog/${moved}`))).status(), {
            timeout: 10_000,
          })
          .toBe(404);
        expect(await (await page.request.get(site(`/blog/${moved}`))).text()).toContain(
          copy[locale].notFound,
        );
      });
    },
  );
}
