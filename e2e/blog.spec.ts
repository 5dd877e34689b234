import { launchArticleViews as getArticles } from '../tests/support/launch-articles';
import { extractPrompt } from '@/features/blog/prompt';
import { expect, test } from './support/fixtures';
import { recordPolicyViolations, switchToDarkTheme } from './support/page-scripts';
import {
  absolute,
  bookingEventCount,
  locales,
  localized,
  recordBookingEvents,
  siteUrl,
} from './support/site';
import { oneWidthPerLanguage } from './support/widths';

const copy = {
  en: {
    title: 'Blogazine by Marlowe',
    badge: 'Issue #1 • October 2025',
    explore: 'Explore This Issue',
    readFull: 'Read the Full Story',
    placeholder: 'Enter your email address',
    subscribe: 'Subscribe Now',
    join: 'Join 10,000+ leaders staying ahead of the AI curve',
    monthly: /One issue a month/,
    latest: 'Latest Stories',
    book: 'Book a Strategy Session',
    back: 'Back to Blog',
    date: 'October 1, 2025',
    byline: 'By Jordan Marlowe',
    pdfPanel: 'Download PDF Version',
    getPdf: 'Get PDF',
    enjoyed: 'Enjoyed this article?',
    downloadPdf: 'Download PDF',
    transform: 'Ready to Transform Your Business?',
    notFound: 'Article Not Found',
  },
  es: {
    title: 'Blogazine de Marlowe',
    badge: 'Edición n.º 1 • octubre de 2025',
    explore: 'Explore esta edición',
    readFull: 'Lea la historia completa',
    placeholder: 'Ingrese su correo electrónico',
    subscribe: 'Suscribirme ahora',
    join: 'Únase a más de 10 000 líderes que van un paso adelante en IA',
    monthly: /Una edición al mes/,
    latest: 'Historias recientes',
    book: 'Reserve una sesión estratégica',
    back: 'Volver al blog',
    date: '1 de octubre de 2025',
    byline: 'Por Jordan Marlowe',
    pdfPanel: 'Descargue la versión en PDF',
    getPdf: 'Obtener PDF',
    enjoyed: '¿Le gustó este artículo?',
    downloadPdf: 'Descargar PDF',
    transform: '¿Listo para transformar su empresa?',
    notFound: 'Artículo no encontrado',
  },
} as const;

for (const locale of locales) {
  test.describe(() => {
    const t = copy[locale];
    const articles = getArticles(locale);
    const cover = articles[0]!;

    test(
      `the Blogazine index presents the issue (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        await page.addInitScript(recordBookingEvents);
        await page.goto(localized(locale, '/blog'));
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title);
        await expect(main.getByText(t.badge)).toBeVisible();

        const coverStory = main.locator('#cover-story');
        await expect(coverStory.getByRole('heading', { level: 2 })).toHaveText(cover.title);
        await expect(coverStory).toContainText(cover.excerpt);
        await expect(coverStory).toContainText(cover.dateLabel);
        await expect(coverStory).toContainText(cover.readTime);
        await expect(coverStory.getByRole('link', { name: t.readFull })).toHaveAttribute(
          'href',
          localized(locale, `/blog/${cover.slug}`),
        );

        await expect(main.getByPlaceholder(t.placeholder)).toHaveAttribute('type', 'email');
        await expect(main.getByRole('button', { name: t.subscribe })).toBeVisible();
        await expect(main.getByText(t.join)).toBeVisible();
        await expect(main.getByText(t.monthly)).toBeVisible();

        const latest = main.getByRole('region', { name: t.latest });
        const cards = latest.getByRole('article');
        // The launch issue leads; an article the desk's test publishes is dated years before it.
        await expect(cards.nth(5)).toBeVisible();
        for (const [index, article] of articles.slice(0, 6).entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole('link', { name: article.title })).toHaveAttribute(
            'href',
            localized(locale, `/blog/${article.slug}`),
          );
          await expect(card).toContainText(article.category.name);
          await expect(card).toContainText(article.readTime);
          const excerpt = card.getByText(article.excerpt);
          await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
          // Below the fold, pictures wait until they are needed, and never shift the layout.
          const image = card.locator('img');
          await expect(image).toHaveAttribute('loading', 'lazy');
          await expect(image).toHaveAttribute('width', /\d+/);
          await expect(image).toHaveAttribute('height', /\d+/);
        }

        await main.getByRole('button', { name: t.book }).click();
        expect(await bookingEventCount(page)).toBe(1);
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(
          page.locator('link[rel="alternate"][type="application/rss+xml"]'),
        ).toHaveAttribute('href', absolute(locale, '/blog/rss.xml'));
      },
    );

    test(
      `Explore This Issue glides to the cover story (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        await page.goto(localized(locale, '/blog'));
        await page.getByRole('main').getByRole('link', { name: t.explore }).click();
        await expect(page).toHaveURL(/#cover-story$/);
        await expect
          .poll(() =>
            page
              .locator('#cover-story')
              .evaluate((el) => Math.round(el.getBoundingClientRect().top)),
          )
          .toBe(64);
      },
    );

    test(
      `an article page shows the story and its calls to action (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page }) => {
        await page.addInitScript(recordBookingEvents);
        const response = await page.goto(localized(locale, `/blog/${cover.slug}`));
        expect(response?.status()).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(cover.title);
        await expect(main.getByRole('link', { name: t.back })).toHaveAttribute(
          'href',
          localized(locale, '/blog'),
        );
        const header = main.locator('article > header');
        await expect(header).toContainText(cover.category.name);
        await expect(header).toContainText(cover.excerpt);
        await expect(header).toContainText(t.byline);
        await expect(header).toContainText(t.date);
        await expect(header).toContainText(cover.readTime);

        await expect(main.getByRole('heading', { name: t.pdfPanel })).toBeVisible();
        await expect(main.getByRole('button', { name: t.getPdf })).toBeVisible();
        await expect(main.getByRole('heading', { name: t.enjoyed })).toBeVisible();
        await expect(main.getByRole('button', { name: t.downloadPdf })).toBeVisible();
        await expect(main.getByRole('heading', { name: t.transform })).toBeVisible();
        for (const block of cover.content) {
          if (block.type === 'heading') {
            await expect(main.getByRole('heading', { name: block.text })).toBeVisible();
          }
          if (block.type === 'graph-placeholder') {
            // Charts are drawn from their figures, labelled in the reader's language.
            const chart = main.locator('figure', { hasText: block.title });
            for (const point of block.data) await expect(chart).toContainText(point.label);
          }
        }

        await expect(page).toHaveTitle(/ \| Marlowe$/);
        const description = page.locator('meta[name="description"]');
        await expect(description).toHaveAttribute('content', cover.excerpt);
        const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
        const nodes = blocks.flatMap((block) => [JSON.parse(block)].flat()) as Record<
          string,
          unknown
        >[];
        const posting = nodes.find((node) => node['@type'] === 'BlogPosting');
        expect(posting).toMatchObject({
          headline: cover.title,
          datePublished: cover.date,
          dateModified: cover.updated,
          author: { '@type': 'Person', name: cover.author },
          inLanguage: locale,
        });
        expect((posting!.image as string[])[0]).toBe(
          absolute(locale, `/blog/${cover.slug}/opengraph-image`),
        );
        const page_ = nodes.find((node) => node.url === absolute(locale, `/blog/${cover.slug}`));
        expect(page_).toMatchObject({
          breadcrumb: {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { position: 1, item: siteUrl + (locale === 'en' ? '' : '/es') },
              { position: 2, item: absolute(locale, '/blog'), name: t.title },
              { position: 3, item: absolute(locale, `/blog/${cover.slug}`), name: cover.title },
            ],
          },
        });

        // 'Ready to Transform Your Business?' books a session right here, like every book button.
        await main.getByRole('button', { name: t.book }).click();
        expect(await bookingEventCount(page)).toBe(1);
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    );

    test.describe(() => {
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test(`an unknown slug answers 404 with Article Not Found, its scripts within the policy (${locale})`, async ({
        page,
      }) => {
        const violations = await recordPolicyViolations(page);
        const response = await page.goto(localized(locale, '/blog/no-such-article'));
        expect(response?.status()).toBe(404);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
        await switchToDarkTheme(page, locale);
        expect(await violations()).toEqual([]);
        await main.getByRole('link', { name: t.back }).click();
        await expect(page).toHaveURL(new RegExp(`${localized(locale, '/blog')}$`));
      });
    });

    test(
      `Copy Prompt copies the quoted prompt and confirms it (${locale})`,
      oneWidthPerLanguage(locale),
      async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const article = articles.find((candidate) =>
          candidate.content.some(
            (block) => block.type === 'icon-callout' && extractPrompt(block.text),
          ),
        )!;
        const callout = article.content.find(
          (block) => block.type === 'icon-callout' && extractPrompt(block.text),
        ) as { title: string; text: string };
        await page.goto(localized(locale, `/blog/${article.slug}`));
        const aside = page.getByRole('complementary', { name: callout.title });
        const button = aside.getByRole('button', {
          name: locale === 'en' ? 'Copy Prompt' : 'Copiar prompt',
        });
        await button.click();
        await expect(
          aside.getByRole('button', { name: locale === 'en' ? 'Copied' : 'Copiado' }),
        ).toBeVisible();
        await expect(
          page.getByRole('status').filter({
            hasText: locale === 'en' ? 'Copied to clipboard' : 'Copiado al portapapeles',
          }),
        ).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          extractPrompt(callout.text),
        );
        // After 1.5 s the button reads "Copy Prompt" again.
        await expect(button).toBeVisible({ timeout: 3000 });
      },
    );
  });
}
