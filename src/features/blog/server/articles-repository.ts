import { and, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Article, ArticleDraft } from '@/content/blog/schema';
import {
  blogArticleRevisions,
  blogArticles,
  blogPreviews,
  blogSlugRedirects,
  studioPasskeys,
  studioSessions,
  type BlogArticleRow,
  type RevisionReason,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export type { BlogArticleRow };

export interface ArticleListRow {
  id: string;
  slug: string;
  draft: ArticleDraft;
  published: boolean;
  changed: boolean;
  publishedSlug: string | null;
  version: number;
  publishAt: Date | null;
  unpublishedAt: Date | null;
  updatedAt: Date;
}

export async function listArticleRows(db: Queryable): Promise<ArticleListRow[]> {
  const rows = await db
    .select({
      id: blogArticles.id,
      slug: blogArticles.slug,
      draft: blogArticles.draft,
      published: sql<boolean>`${blogArticles.published} is not null`,
      changed: sql<boolean>`(${blogArticles.draft} - 'updated') is distinct from (${blogArticles.published} - 'updated')`,
      publishedSlug: sql<string | null>`${blogArticles.published}->>'slug'`,
      version: blogArticles.version,
      publishAt: blogArticles.publishAt,
      unpublishedAt: blogArticles.unpublishedAt,
      updatedAt: blogArticles.updatedAt,
    })
    .from(blogArticles)
    .orderBy(desc(blogArticles.updatedAt), blogArticles.id);
  return rows;
}

export async function findArticleRow(
  db: Queryable,
  id: string,
  { lock = false } = {},
): Promise<BlogArticleRow | undefined> {
  const query = db.select().from(blogArticles).where(eq(blogArticles.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function lastSavedBy(db: Queryable, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const [row] = await db
    .select({ name: studioPasskeys.name })
    .from(studioSessions)
    .innerJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
    .where(eq(studioSessions.id, sessionId));
  return row?.name ?? null;
}

export async function slugInUse(db: Queryable, slug: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(
      and(
        ne(blogArticles.id, exceptId),
        or(eq(blogArticles.slug, slug), sql`${blogArticles.published}->>'slug' = ${slug}`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertArticleRow(
  tx: Queryable,
  values: { id: string; draft: ArticleDraft; sessionId: string; now: Date },
): Promise<BlogArticleRow> {
  const [row] = await tx
    .insert(blogArticles)
    .values({
      id: values.id,
      slug: values.draft.slug,
      draft: values.draft,
      savedBy: values.sessionId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** Saves the draft only over the version it was edited from; undefined when another save won. */
export async function updateDraftRow(
  tx: Queryable,
  id: string,
  values: { draft: ArticleDraft; baseVersion: number; sessionId: string; now: Date },
): Promise<BlogArticleRow | undefined> {
  const [row] = await tx
    .update(blogArticles)
    .set({
      draft: values.draft,
      slug: values.draft.slug,
      version: sql`${blogArticles.version} + 1`,
      savedBy: values.sessionId,
      updatedAt: values.now,
    })
    .where(and(eq(blogArticles.id, id), eq(blogArticles.version, values.baseVersion)))
    .returning();
  return row;
}

export async function updatePublication(
  tx: Queryable,
  id: string,
  values: {
    published: Article | null;
    publishAt: Date | null;
    firstPublishedAt?: Date | null;
    unpublishedAt?: Date | null;
    sessionId: string;
    now: Date;
  },
): Promise<BlogArticleRow> {
  const { sessionId, now, ...publication } = values;
  const [row] = await tx
    .update(blogArticles)
    .set({
      ...publication,
      version: sql`${blogArticles.version} + 1`,
      savedBy: sessionId,
      updatedAt: now,
    })
    .where(eq(blogArticles.id, id))
    .returning();
  return row!;
}

export async function insertRevision(
  tx: Queryable,
  values: {
    articleId: string;
    version: number;
    draft: ArticleDraft;
    reason: RevisionReason;
    sessionId: string;
    now: Date;
  },
): Promise<void> {
  const { now, ...revision } = values;
  await tx.insert(blogArticleRevisions).values({ ...revision, createdAt: now });
}

export async function latestRevisionAt(
  tx: Queryable,
  articleId: string,
): Promise<Date | undefined> {
  const [row] = await tx
    .select({ createdAt: blogArticleRevisions.createdAt })
    .from(blogArticleRevisions)
    .where(eq(blogArticleRevisions.articleId, articleId))
    .orderBy(desc(blogArticleRevisions.createdAt))
    .limit(1);
  return row?.createdAt;
}

export interface RevisionListRow {
  id: string;
  version: number;
  reason: RevisionReason;
  createdAt: Date;
  title: string;
  device: string | null;
}

const REVISIONS_SHOWN = 50;

export async function listRevisionRows(
  db: Queryable,
  articleId: string,
): Promise<RevisionListRow[]> {
  return db
    .select({
      id: blogArticleRevisions.id,
      version: blogArticleRevisions.version,
      reason: blogArticleRevisions.reason,
      createdAt: blogArticleRevisions.createdAt,
      title: sql<string>`${blogArticleRevisions.draft}->'en'->>'title'`,
      device: studioPasskeys.name,
    })
    .from(blogArticleRevisions)
    .leftJoin(studioSessions, eq(studioSessions.id, blogArticleRevisions.sessionId))
    .leftJoin(studioPasskeys, eq(studioPasskeys.id, studioSessions.passkeyId))
    .where(eq(blogArticleRevisions.articleId, articleId))
    .orderBy(desc(blogArticleRevisions.createdAt))
    .limit(REVISIONS_SHOWN);
}

export async function findRevisionDraft(
  db: Queryable,
  articleId: string,
  revisionId: string,
): Promise<ArticleDraft | undefined> {
  const [row] = await db
    .select({ draft: blogArticleRevisions.draft })
    .from(blogArticleRevisions)
    .where(
      and(eq(blogArticleRevisions.articleId, articleId), eq(blogArticleRevisions.id, revisionId)),
    );
  return row?.draft;
}

export async function keepSlugRedirect(tx: Queryable, slug: string, articleId: string) {
  await tx
    .insert(blogSlugRedirects)
    .values({ slug, articleId })
    .onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { articleId } });
}

export async function dropSlugRedirect(tx: Queryable, slug: string) {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, slug));
}

export async function insertPreview(
  tx: Queryable,
  values: { tokenHash: string; articleId: string; now: Date; expiresAt: Date },
) {
  const { now, ...preview } = values;
  await tx.insert(blogPreviews).values({ ...preview, createdAt: now });
}

export async function previewedArticle(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; draft: ArticleDraft; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ id: blogArticles.id, draft: blogArticles.draft, expiresAt: blogPreviews.expiresAt })
    .from(blogPreviews)
    .innerJoin(blogArticles, eq(blogArticles.id, blogPreviews.articleId))
    .where(and(eq(blogPreviews.tokenHash, tokenHash), gt(blogPreviews.expiresAt, now)));
  return row;
}
