import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { type BlogArticle } from './article-view';
import { publishedArticles } from './published';
import { articleSchema, type Article } from './schema';

export {
  blogLabels,
  categoryColors,
  formatArticleDate,
  getCategory,
  localizeArticle,
  uploadedImages,
  type ImageSize,
  readTimeLabel,
  type BlogArticle,
  type CategoryColor,
  type CategoryDisplay,
} from './article-view';
export { categoryIds, type Article, type CategoryId, type ContentBlock } from './schema';

export function parseArticles(sources: unknown): Article[] {
  const parsed = z.array(articleSchema).parse(sources);
  const seen = new Set<string>();
  for (const article of parsed) {
    for (const key of [`id:${article.id}`, `slug:${article.slug}`]) {
      if (seen.has(key)) throw new Error(`Duplicate article ${key}`);
      seen.add(key);
    }
  }
  return parsed;
}

export async function getArticles(locale: Locale): Promise<readonly BlogArticle[]> {
  return (await publishedArticles()).localized(locale);
}

export async function getArticle(locale: Locale, slug: string): Promise<BlogArticle | undefined> {
  return (await getArticles(locale)).find((article) => article.slug === slug);
}

export async function articleSlugs(): Promise<string[]> {
  return (await publishedArticles()).articles.map((article) => article.slug);
}

export async function publishedArticle(id: string): Promise<Article | undefined> {
  return (await publishedArticles()).articles.find((article) => article.id === id);
}

export async function publishedArticleBySlug(slug: string): Promise<Article | undefined> {
  return (await publishedArticles()).articles.find((article) => article.slug === slug);
}
