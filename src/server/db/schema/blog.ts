import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Article, ArticleDraft } from '@/content/blog/schema';
import { at, createdAt, recordId, updatedAt } from './columns';
import { studioSessions } from './studio';

// A save must name the `version` it edited, so two editors cannot silently overwrite each other.
export const blogArticles = pgTable(
  'blog_articles',
  {
    /** The launch articles' ids are their first slugs; later ones are random. */
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    draft: jsonb('draft').$type<ArticleDraft>().notNull(),
    published: jsonb('published').$type<Article>(),
    publishAt: at('publish_at'),
    firstPublishedAt: at('first_published_at'),
    unpublishedAt: at('unpublished_at'),
    version: integer('version').notNull().default(1),
    savedBy: uuid('saved_by').references(() => studioSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('blog_articles_slug_unique').on(table.slug),
    index('blog_articles_publish_at_idx')
      .on(table.publishAt)
      .where(sql`${table.published} is not null`),
  ],
);

const revisionReasons = ['edit', 'publish', 'unpublish', 'restore'] as const;
export type RevisionReason = (typeof revisionReasons)[number];

export const blogArticleRevisions = pgTable(
  'blog_article_revisions',
  {
    id: recordId(),
    articleId: text('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    draft: jsonb('draft').$type<ArticleDraft>().notNull(),
    reason: text('reason', { enum: revisionReasons }).notNull(),
    sessionId: uuid('session_id').references(() => studioSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('blog_article_revisions_article_idx').on(table.articleId, table.createdAt)],
);

export const blogSlugRedirects = pgTable('blog_slug_redirects', {
  slug: text('slug').primaryKey(),
  articleId: text('article_id')
    .notNull()
    .references(() => blogArticles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Private preview links: the SHA-256 of the token in the address, until it expires. */
export const blogPreviews = pgTable('blog_previews', {
  tokenHash: text('token_hash').primaryKey(),
  articleId: text('article_id')
    .notNull()
    .references(() => blogArticles.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

export interface ImageVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  fileId: string;
  size: number;
}

// Converted on upload to AVIF, WebP and JPEG at the widths shown; the upload itself is not kept.
export const blogImages = pgTable(
  'blog_images',
  {
    id: recordId(),
    articleId: text('article_id').references(() => blogArticles.id, { onDelete: 'set null' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('blog_images_article_idx').on(table.articleId)],
);

export type BlogArticleRow = typeof blogArticles.$inferSelect;
export type BlogImageRow = typeof blogImages.$inferSelect;
export type BlogRevisionRow = typeof blogArticleRevisions.$inferSelect;
