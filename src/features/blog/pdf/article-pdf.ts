import 'server-only';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { localizeArticle, type Article, type BlogArticle, type ImageSize } from '@/content/blog';
import { publishedArticles } from '@/content/blog/published';
import { UPLOAD_PREFIX } from '@/content/blog/schema';
import { getDatabase } from '@/server/db/connection';
import { readStoredFile } from '@/server/files/file-store-repository';
import type { Locale } from '@/i18n/routing';
import { canonicalUrl } from '@/lib/seo/metadata';
import { env } from '@/server/env';
import { coverScene, figureScene, isFigureBlock } from '../art/artwork';
import { imageWidths } from '../images';
import { imageVariantFile } from '../server/images-repository';
import type { PdfPicture } from './draw-scene';
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

// Each edit makes a new key (previews too): a bounded number stay in memory, the rest on disk.
const MEMORY_ENTRIES = 48;
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

export async function getArticlePdf(locale: Locale, slug: string): Promise<ArticlePdf | undefined> {
  const { articles, images } = await publishedArticles();
  const source = articles.find((article) => article.slug === slug);
  return source && articlePdf(source, locale, images);
}

// An uploaded picture prints from its widest JPEG.
async function photo(id: string, size: ImageSize | undefined): Promise<PdfPicture | undefined> {
  if (!size) return undefined;
  const { db } = await getDatabase();
  const variant = await imageVariantFile(db, id, imageWidths(size.width).at(-1)!, 'jpeg');
  return variant && { jpeg: await readStoredFile(db, variant.fileId) };
}

const uploadId = (src: string) =>
  src.startsWith(UPLOAD_PREFIX) ? src.slice(UPLOAD_PREFIX.length) : undefined;

async function pdfPictures(article: BlogArticle, source: Article): Promise<PdfInput['pictures']> {
  const coverId = article.cover?.kind === 'upload' ? uploadId(article.cover.image) : undefined;
  const figures = article.content.filter(isFigureBlock);
  return {
    cover: (coverId && (await photo(coverId, article.images[coverId]))) || coverScene(source),
    figures: await Promise.all(
      figures.map(async (block, index) => {
        const id = block.type === 'image' ? uploadId(block.src) : undefined;
        return (id && (await photo(id, article.images[id]))) || figureScene(source, index);
      }),
    ),
  };
}

// Keyed by a hash of everything printed: an edited article or a new site address makes a new file.
export async function articlePdf(
  source: Article,
  locale: Locale,
  images: Readonly<Record<string, ImageSize>> = {},
): Promise<ArticlePdf> {
  const article = localizeArticle(source, locale, images);
  const { slug } = article;
  const url = canonicalUrl(locale, articlePath(slug));
  const homeUrl = canonicalUrl(locale, pagePath.home);
  const hash = createHash('sha256')
    .update(JSON.stringify({ source, locale, url, homeUrl, LAYOUT_VERSION }))
    .digest('hex')
    .slice(0, 16);
  const key = `${slug}.${locale}.${hash}`;
  let pending = memoryCache.get(key);
  if (!pending) {
    pending = cachedRender(key, async () =>
      renderArticlePdf({
        article,
        pictures: await pdfPictures(article, source),
        url,
        homeUrl,
        text: await pdfText(article),
        fonts: await loadFonts(),
      }),
    );
    if (memoryCache.size >= MEMORY_ENTRIES) memoryCache.delete(memoryCache.keys().next().value!);
    memoryCache.set(key, pending);
    // A failed render is not remembered; the next request tries again.
    pending.catch(() => memoryCache.delete(key));
  }
  return { pdf: await pending, filename: `marlowe-blogazine-${slug}-${locale}.pdf` };
}
