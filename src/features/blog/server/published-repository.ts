import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { blogArticles, blogSlugRedirects } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { notify } from '@/server/db/notifications';

/** Every server listens here and reloads its articles when a change commits. */
export const ARTICLES_CHANNEL = 'blog_articles';

export interface PublishedRow {
  id: string;
  published: unknown;
  publishAt: Date;
}

export async function publishedRows(db: Queryable): Promise<PublishedRow[]> {
  const rows = await db
    .select({
      id: blogArticles.id,
      published: blogArticles.published,
      publishAt: blogArticles.publishAt,
    })
    .from(blogArticles)
    .where(and(isNotNull(blogArticles.published), isNotNull(blogArticles.publishAt)))
    .orderBy(
      desc(sql`${blogArticles.published}->>'date'`),
      desc(blogArticles.publishAt),
      asc(blogArticles.id),
    );
  return rows.map((row) => ({ ...row, publishAt: row.publishAt! }));
}

export async function slugRedirectRows(
  db: Queryable,
): Promise<{ slug: string; articleId: string }[]> {
  return db
    .select({ slug: blogSlugRedirects.slug, articleId: blogSlugRedirects.articleId })
    .from(blogSlugRedirects)
    .innerJoin(blogArticles, eq(blogArticles.id, blogSlugRedirects.articleId));
}

export function announceArticleChange(tx: Queryable): Promise<void> {
  return notify(tx, ARTICLES_CHANNEL);
}
