import { uploadedImages, type ImageSize } from '@/content/blog';
import { setPublishedArticles, type ArticleSet } from '@/content/blog/published';
import { articleSchema, type Article } from '@/content/blog/schema';
import type { Queryable } from '@/server/db/types';
import { imageSizes } from './images-repository';
import { publishedRows, slugRedirectRows } from './published-repository';

export interface VisibleArticles {
  articles: Article[];
  redirects: Record<string, string>;
  images: Record<string, ImageSize>;
  /** The next scheduled moment after `now`, when the set changes by itself. */
  nextChange?: Date;
}

// A row that fails the schema again is left out and logged, never shown half-valid.
export async function visibleArticles(db: Queryable, now: Date): Promise<VisibleArticles> {
  const [rows, redirectRows] = await Promise.all([publishedRows(db), slugRedirectRows(db)]);
  const articles: Article[] = [];
  let nextChange: Date | undefined;
  for (const row of rows) {
    if (row.publishAt > now) {
      if (!nextChange || row.publishAt < nextChange) nextChange = row.publishAt;
      continue;
    }
    const parsed = articleSchema.safeParse(row.published);
    if (parsed.success) articles.push(parsed.data);
    else console.error(`Blog: article ${row.id} is not valid and stays hidden.`, parsed.error);
  }
  const slugOf = new Map(articles.map((article) => [article.id, article.slug]));
  const redirects = Object.fromEntries(
    redirectRows.flatMap(({ slug, articleId }) => {
      const current = slugOf.get(articleId);
      return current && current !== slug ? [[slug, current]] : [];
    }),
  );
  const images = await imageSizes(db, [...new Set(articles.flatMap(uploadedImages))]);
  return {
    articles,
    redirects,
    images: Object.fromEntries(images.map(({ id, width, height }) => [id, { width, height }])),
    nextChange,
  };
}

export async function loadPublishedArticles(
  db: Queryable,
  now: Date,
): Promise<{ set: ArticleSet; nextChange?: Date }> {
  const { articles, redirects, images, nextChange } = await visibleArticles(db, now);
  return { set: setPublishedArticles(articles, redirects, images), nextChange };
}
