import { randomUUID } from 'node:crypto';
import { studioTimeZone } from '@/config/site';
import {
  articleDraftSchema,
  articleSchema,
  type Article,
  type ArticleDraft,
} from '@/content/blog/schema';
import { coverMotifs } from '@/content/blog/schema';
import { dayKey } from '@/lib/dates';
import type { Database, Queryable, Transaction } from '@/server/db/types';
import type { DeskSession } from '@/server/desk/session-repository';
import { recordActivity } from '@/server/desk/activity-repository';
import { newSecretToken, tokenHash } from '@/server/secret-tokens';
import {
  dropSlugRedirect,
  findArticleRow,
  findRevisionDraft,
  insertArticleRow,
  insertPreview,
  insertRevision,
  keepSlugRedirect,
  lastSavedBy,
  latestRevisionAt,
  slugInUse,
  updateDraftRow,
  updatePublication,
  type BlogArticleRow,
} from './articles-repository';
import { announceArticleChange } from './published-repository';

const RESERVED_SLUGS = new Set(['article-not-found', 'preview', 'rss']);
// Autosaves keep one revision per stretch of writing, not one per keystroke.
const REVISION_EVERY_MS = 10 * 60_000;
export const PREVIEW_HOURS = 72;

type Session = Pick<DeskSession, 'id'>;

export interface Conflict {
  version: number;
  draft: ArticleDraft;
  savedAt: Date;
  device: string | null;
}

export type EditorOutcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'not-found' }
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'slug-taken'; slug: string }
  | { kind: 'incomplete'; issues: string[] }
  | { kind: 'live' };

const done = <T>(value: T): EditorOutcome<T> => ({ kind: 'done', value });

export type ArticleState = 'draft' | 'scheduled' | 'published';

export function articleState(
  row: Pick<BlogArticleRow, 'publishAt'> & { published: unknown },
  now: Date,
): ArticleState {
  if (!row.published || !row.publishAt) return 'draft';
  return row.publishAt > now ? 'scheduled' : 'published';
}

async function conflictOf(db: Queryable, row: BlogArticleRow): Promise<Conflict> {
  return {
    version: row.version,
    draft: row.draft,
    savedAt: row.updatedAt,
    device: await lastSavedBy(db, row.savedBy),
  };
}

function blankCopy() {
  return { title: '', excerpt: '', content: [{ type: 'paragraph' as const, text: '' }] };
}

export function newDraft(id: string, now: Date, author: string): ArticleDraft {
  return {
    id,
    slug: `draft-${id.slice(0, 8)}`,
    category: 'trending',
    date: dayKey(now, studioTimeZone),
    author,
    cover: {
      kind: 'art',
      motif: coverMotifs[now.getTime() % coverMotifs.length]!,
      palette: 'purple',
    },
    en: blankCopy(),
    es: blankCopy(),
  };
}

async function freeSlug(db: Queryable, base: string, id: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!RESERVED_SLUGS.has(slug) && !(await slugInUse(db, slug, id))) return slug;
  }
}

export async function createArticle(
  db: Database,
  {
    session,
    now,
    author,
    copyOf,
  }: { session: Session; now: Date; author: string; copyOf?: string },
): Promise<EditorOutcome<BlogArticleRow>> {
  const id = randomUUID();
  const source = copyOf ? await findArticleRow(db, copyOf) : undefined;
  if (copyOf && !source) return { kind: 'not-found' };
  const draft: ArticleDraft = source
    ? {
        ...source.draft,
        id,
        slug: await freeSlug(db, `${source.draft.slug.slice(0, 70)}-copy`, id),
        date: dayKey(now, studioTimeZone),
        updated: undefined,
      }
    : newDraft(id, now, author);
  const row = await db.transaction(async (tx) => {
    const created = await insertArticleRow(tx, { id, draft, sessionId: session.id, now });
    await recordActivity(tx, session, 'article.create', {
      subject: { kind: 'article', id },
      details: { slug: draft.slug, ...(source && { copyOf: source.draft.slug }) },
    });
    return created;
  });
  return done(row);
}

function slugProblem(slug: string): 'reserved' | undefined {
  return RESERVED_SLUGS.has(slug) ? 'reserved' : undefined;
}

// A draft may be unfinished but never of the wrong shape (the lenient schema).
export async function saveDraft(
  db: Database,
  id: string,
  input: { baseVersion: number; draft: ArticleDraft; session: Session; now: Date },
): Promise<EditorOutcome<BlogArticleRow>> {
  const draft = articleDraftSchema.parse({ ...input.draft, id });
  if (slugProblem(draft.slug) || (await slugInUse(db, draft.slug, id))) {
    return { kind: 'slug-taken', slug: draft.slug };
  }
  return db.transaction(async (tx) => {
    const saved = await updateDraftRow(tx, id, { ...input, draft, sessionId: input.session.id });
    if (!saved) {
      const current = await findArticleRow(tx, id);
      return current
        ? { kind: 'conflict', conflict: await conflictOf(tx, current) }
        : { kind: 'not-found' };
    }
    const last = await latestRevisionAt(tx, id);
    if (!last || input.now.getTime() - last.getTime() >= REVISION_EVERY_MS) {
      await insertRevision(tx, {
        articleId: id,
        version: saved.version,
        draft,
        reason: 'edit',
        sessionId: input.session.id,
        now: input.now,
      });
    }
    return done(saved);
  });
}

export function publicationIssues(draft: ArticleDraft): string[] {
  const parsed = articleSchema.safeParse(draft);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

async function lockedAt(
  tx: Transaction,
  id: string,
  baseVersion: number,
): Promise<EditorOutcome<BlogArticleRow>> {
  const row = await findArticleRow(tx, id, { lock: true });
  if (!row) return { kind: 'not-found' };
  if (row.version !== baseVersion) return { kind: 'conflict', conflict: await conflictOf(tx, row) };
  return done(row);
}

// A new slug keeps the old one as a redirect; servers hear of it once the transaction commits.
export async function publishArticle(
  db: Database,
  id: string,
  input: { baseVersion: number; at?: Date; session: Session; now: Date },
): Promise<EditorOutcome<{ row: BlogArticleRow; scheduled: boolean }>> {
  const { now, session } = input;
  return db.transaction(async (tx) => {
    const locked = await lockedAt(tx, id, input.baseVersion);
    if (locked.kind !== 'done') return locked;
    const row = locked.value;
    const issues = publicationIssues(row.draft);
    if (issues.length > 0) return { kind: 'incomplete', issues };
    const state = articleState(row, now);
    const scheduled = Boolean(input.at && input.at > now);
    if (scheduled && state === 'published') return { kind: 'live' };
    if (await slugInUse(tx, row.draft.slug, id))
      return { kind: 'slug-taken', slug: row.draft.slug };

    const previous = row.published;
    const article: Article = articleSchema.parse({ ...row.draft, id });
    if (previous && state === 'published' && changedText(previous, article)) {
      article.updated = dayKey(now, studioTimeZone);
    }
    const publishAt = scheduled ? input.at! : state === 'published' ? row.publishAt! : now;
    const updated = await updatePublication(tx, id, {
      published: article,
      publishAt,
      firstPublishedAt: row.firstPublishedAt ?? publishAt,
      unpublishedAt: null,
      sessionId: session.id,
      now,
    });
    const wasKnown = previous && state === 'published' ? previous.slug : undefined;
    if (wasKnown && wasKnown !== article.slug) {
      await keepSlugRedirect(tx, wasKnown, id);
      await recordActivity(tx, session, 'article.slug', {
        subject: { kind: 'article', id },
        details: { from: wasKnown, to: article.slug },
      });
    }
    await dropSlugRedirect(tx, article.slug);
    await insertRevision(tx, {
      articleId: id,
      version: updated.version,
      draft: row.draft,
      reason: 'publish',
      sessionId: session.id,
      now,
    });
    const action = scheduled
      ? 'article.schedule'
      : state === 'published'
        ? 'article.update'
        : 'article.publish';
    await recordActivity(tx, session, action, {
      subject: { kind: 'article', id },
      details: { slug: article.slug, at: publishAt.toISOString() },
    });
    await announceArticleChange(tx);
    return done({ row: updated, scheduled });
  });
}

function changedText(before: Article, after: Article): boolean {
  const text = ({ updated: _updated, ...article }: Article) => JSON.stringify(article);
  return text(before) !== text(after);
}

export async function unpublishArticle(
  db: Database,
  id: string,
  input: { baseVersion: number; session: Session; now: Date },
): Promise<EditorOutcome<BlogArticleRow>> {
  const { now, session } = input;
  return db.transaction(async (tx) => {
    const locked = await lockedAt(tx, id, input.baseVersion);
    if (locked.kind !== 'done') return locked;
    const row = locked.value;
    if (!row.published) return done(row);
    const updated = await updatePublication(tx, id, {
      published: null,
      publishAt: null,
      unpublishedAt: now,
      sessionId: session.id,
      now,
    });
    await insertRevision(tx, {
      articleId: id,
      version: updated.version,
      draft: row.draft,
      reason: 'unpublish',
      sessionId: session.id,
      now,
    });
    await recordActivity(tx, session, 'article.unpublish', {
      subject: { kind: 'article', id },
      details: { slug: row.published.slug },
    });
    await announceArticleChange(tx);
    return done(updated);
  });
}

export async function restoreRevision(
  db: Database,
  id: string,
  input: { revisionId: string; baseVersion: number; session: Session; now: Date },
): Promise<EditorOutcome<BlogArticleRow>> {
  const { now, session } = input;
  return db.transaction(async (tx) => {
    const locked = await lockedAt(tx, id, input.baseVersion);
    if (locked.kind !== 'done') return locked;
    const revision = await findRevisionDraft(tx, id, input.revisionId);
    if (!revision) return { kind: 'not-found' };
    const draft = articleDraftSchema.parse({ ...revision, id });
    const slug = (await slugInUse(tx, draft.slug, id)) ? locked.value.draft.slug : draft.slug;
    await insertRevision(tx, {
      articleId: id,
      version: locked.value.version,
      draft: locked.value.draft,
      reason: 'restore',
      sessionId: session.id,
      now,
    });
    const saved = await updateDraftRow(tx, id, {
      draft: { ...draft, slug },
      baseVersion: locked.value.version,
      sessionId: session.id,
      now,
    });
    await recordActivity(tx, session, 'article.restore', {
      subject: { kind: 'article', id },
      details: { slug, revision: input.revisionId },
    });
    return done(saved!);
  });
}

export async function createPreview(
  db: Database,
  id: string,
  { now }: { now: Date },
): Promise<EditorOutcome<{ token: string; expiresAt: Date }>> {
  if (!(await findArticleRow(db, id))) return { kind: 'not-found' };
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + PREVIEW_HOURS * 3_600_000);
  await insertPreview(db, { tokenHash: tokenHash(token), articleId: id, now, expiresAt });
  return done({ token, expiresAt });
}
