import 'server-only';
import { TZDate } from '@date-fns/tz';
import { deskPath } from '@/config/desk';
import { site, studioTimeZone } from '@/config/site';
import { articleDraftSchema, calloutColors, coverMotifs } from '@/content/blog/schema';
import { localizedPath, type Locale } from '@/i18n/routing';
import { formatSlot } from '@/lib/dates';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { deskText, describeScreenIssue, screenError } from '@/server/desk/messages';
import { HttpError } from '@/server/http/errors';
import { sceneToSvg } from '../art/svg';
import { coverScene } from '../art/artwork';
import {
  createArticle,
  createPreview,
  publishArticle,
  restoreRevision,
  saveDraft,
  unpublishArticle,
  type EditorOutcome,
} from '../server/article-editor';
import { findArticleRow } from '../server/articles-repository';
import { previewPath } from '../preview-links';
import {
  coverPreviewSchema,
  createArticleSchema,
  publishArticleSchema,
  saveArticleSchema,
  versionSchema,
} from './schema';

const describeIssue = describeScreenIssue('articles');
// Both languages of a long article, with room to spare; the site's other forms stay at 32 KB.
const ARTICLE_BODY_BYTES = 512 * 1024;

type IdParams = { id: string };

function refused(outcome: Exclude<EditorOutcome<unknown>, { kind: 'done' }>, locale: Locale) {
  switch (outcome.kind) {
    case 'not-found':
      return screenError(404, locale, 'articles', 'notFound');
    case 'slug-taken':
      return screenError(409, locale, 'articles', 'slugTaken', { slug: outcome.slug });
    case 'live':
      return screenError(409, locale, 'articles', 'live');
    case 'incomplete':
      return screenError(400, locale, 'articles', 'incomplete', { count: outcome.issues.length });
    case 'conflict': {
      const { conflict } = outcome;
      const message = deskText(locale, 'articles.errors.conflict', {
        device: conflict.device ?? deskText(locale, 'articles.anotherDevice'),
        time: formatSlot(conflict.savedAt, locale, studioTimeZone),
      });
      return new HttpError(409, message, { conflict });
    }
  }
}

function settled<T>(outcome: EditorOutcome<T>, locale: Locale): T {
  if (outcome.kind !== 'done') throw refused(outcome, locale);
  return outcome.value;
}

export const createArticleRoute = deskRoute(
  { name: 'article-create', schema: createArticleSchema, describeIssue },
  async ({ data, database, session, locale, now }) => {
    const row = settled(
      await createArticle(database.db, {
        session,
        now,
        author: site.founder.name,
        copyOf: data.copyOf,
      }),
      locale,
    );
    const url = localizedPath(locale, `${deskPath.articles}/${row.id}`);
    return deskJson({ id: row.id, url }, [], 201);
  },
);

export const saveArticleRoute = deskRoute<typeof saveArticleSchema, IdParams>(
  {
    name: 'article-save',
    schema: saveArticleSchema,
    describeIssue,
    maxBodyBytes: ARTICLE_BODY_BYTES,
  },
  async ({ data, database, session, locale, now, params }) => {
    const parsed = articleDraftSchema.safeParse(data.draft);
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const key = issue?.message === 'link' ? 'link' : 'draft';
      throw screenError(400, locale, 'articles', key, { place: issue?.path.join(' › ') ?? '' });
    }
    const row = settled(
      await saveDraft(database.db, params.id, {
        baseVersion: data.version,
        draft: parsed.data,
        session,
        now,
      }),
      locale,
    );
    return deskJson({ version: row.version, savedAt: row.updatedAt.toISOString() });
  },
);

function studioMoment(at: { date: string; time: string }): Date {
  const [year, month, day] = at.date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = at.time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, studioTimeZone).getTime());
}

export const publishArticleRoute = deskRoute<typeof publishArticleSchema, IdParams>(
  { name: 'article-publish', schema: publishArticleSchema, describeIssue },
  async ({ data, database, session, locale, now, params }) => {
    const at = data.at && studioMoment(data.at);
    if (at && at <= now) throw screenError(400, locale, 'articles', 'past');
    const { row, scheduled } = settled(
      await publishArticle(database.db, params.id, { baseVersion: data.version, at, session, now }),
      locale,
    );
    const message = scheduled
      ? deskText(locale, 'articles.scheduledFor', {
          time: formatSlot(row.publishAt!, locale, studioTimeZone, { year: true }),
        })
      : deskText(locale, 'articles.publishedNow');
    return deskJson({ version: row.version, message });
  },
);

export const unpublishArticleRoute = deskRoute<typeof versionSchema, IdParams>(
  { name: 'article-unpublish', schema: versionSchema, describeIssue },
  async ({ data, database, session, locale, now, params }) => {
    const row = settled(
      await unpublishArticle(database.db, params.id, { baseVersion: data.version, session, now }),
      locale,
    );
    return deskJson({ version: row.version });
  },
);

export const restoreRevisionRoute = deskRoute<
  typeof versionSchema,
  IdParams & { revision: string }
>(
  { name: 'article-restore', schema: versionSchema, describeIssue },
  async ({ data, database, session, locale, now, params }) => {
    const row = settled(
      await restoreRevision(database.db, params.id, {
        revisionId: params.revision,
        baseVersion: data.version,
        session,
        now,
      }),
      locale,
    );
    return deskJson({ version: row.version });
  },
);

export const previewLinkRoute = deskRoute<undefined, IdParams>(
  { name: 'article-preview' },
  async ({ database, locale, now, params }) => {
    const { token, expiresAt } = settled(
      await createPreview(database.db, params.id, { now }),
      locale,
    );
    return deskJson(
      {
        en: previewPath('en', token),
        es: previewPath('es', token),
        expires: formatSlot(expiresAt, locale, studioTimeZone, { year: true }),
      },
      [],
      201,
    );
  },
);

const isCoverMotif = (value: string): value is (typeof coverMotifs)[number] =>
  (coverMotifs as readonly string[]).includes(value);
const isPalette = (value: string): value is (typeof calloutColors)[number] =>
  (calloutColors as readonly string[]).includes(value);

export const coverPreviewRoute = deskRoute<typeof coverPreviewSchema, IdParams>(
  { name: 'article-cover', schema: coverPreviewSchema, describeIssue },
  async ({ data, database, locale, params }) => {
    const row = await findArticleRow(database.db, params.id);
    if (!row) throw screenError(404, locale, 'articles', 'notFound');
    if (!isCoverMotif(data.motif) || !isPalette(data.palette)) {
      throw screenError(400, locale, 'articles', 'invalid');
    }
    const cover = { kind: 'art' as const, motif: data.motif, palette: data.palette };
    const svg = sceneToSvg(coverScene({ id: row.id, category: row.draft.category, cover }));
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'private, max-age=3600',
      },
    });
  },
);
