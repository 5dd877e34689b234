import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { getArticle, type BlogArticle } from '@/content/blog';
import type { Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import { env } from '@/server/env';
import { articlePath } from '../seo';
import { pdfFontFiles } from './pdf-theme';
import { renderArticlePdf, type PdfInput } from './render-article-pdf';

// Bump when the layout changes, so cached files of the old layout are not served.
const LAYOUT_VERSION = 1;

let fonts: Promise<PdfInput['fonts']> | undefined;

function loadFonts(): Promise<PdfInput['fonts']> {
  fonts ??= Promise.all(
    Object.entries(pdfFontFiles).map(async ([name, [pkg, file]]) => {
      const data = await readFile(
        path.join(process.cwd(), 'node_modules', '@fontsource', pkg, 'files', file),
      );
      return [name, data] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as PdfInput['fonts']);
  return fonts;
}

async function pdfText(article: BlogArticle): Promise<PdfInput['text']> {
  const { locale } = article;
  const [tPdf, tArticle, tBlog] = await Promise.all([
    getTranslations({ locale, namespace: 'BlogPdf' }),
    getTranslations({ locale, namespace: 'BlogArticle' }),
    getTranslations({ locale, namespace: 'Blog' }),
  ]);
  return {
    masthead: tBlog('hero.title'),
    byline: tArticle('byline', { author: article.author }),
    page: (page, total) => tPdf('page', { page, total }),
    readOnline: tPdf('readOnline'),
    bookSession: tPdf('bookSession'),
    chartKinds: {
      pie: tArticle('chart.kind.pie'),
      line: tArticle('chart.kind.line'),
      bar: tArticle('chart.kind.bar'),
    },
  };
}

const memoryCache = new Map<string, Promise<Buffer>>();

const cacheDir = () => path.join(env.DATA_DIR, 'pdf-cache');

async function cachedRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir(), `${key}.pdf`);
  try {
    return await readFile(file);
  } catch {}
  const pdf = await render();
  await mkdir(cacheDir(), { recursive: true });
  // Write then rename, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, pdf);
  await rename(partial, file);
  return pdf;
}

interface ArticlePdf {
  pdf: Buffer;
  filename: string;
}

// Keyed by a hash of everything printed: an edited article or a new site address makes a new file.
export async function getArticlePdf(locale: Locale, slug: string): Promise<ArticlePdf | undefined> {
  const article = getArticle(locale, slug);
  if (!article) return undefined;
  const url = canonicalUrl(locale, articlePath(slug));
  const homeUrl = canonicalUrl(locale, pagePath.home);
  const hash = createHash('sha256')
    .update(JSON.stringify({ article, url, homeUrl, LAYOUT_VERSION }))
    .digest('hex')
    .slice(0, 16);
  const key = `${slug}.${locale}.${hash}`;
  let pending = memoryCache.get(key);
  if (!pending) {
    pending = cachedRender(key, async () =>
      renderArticlePdf({
        article,
        url,
        homeUrl,
        text: await pdfText(article),
        fonts: await loadFonts(),
      }),
    );
    memoryCache.set(key, pending);
    // A failed render is not remembered; the next request tries again.
    pending.catch(() => memoryCache.delete(key));
  }
  return { pdf: await pending, filename: `marlowe-blogazine-${slug}-${locale}.pdf` };
}
