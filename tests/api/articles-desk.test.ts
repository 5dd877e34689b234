import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as publishRoute } from '@/app/api/studio/articles/[id]/publish/route';
import { POST as previewRoute } from '@/app/api/studio/articles/[id]/preview/route';
import { POST as restoreRoute } from '@/app/api/studio/articles/[id]/revisions/[revision]/route';
import { PATCH as saveRoute } from '@/app/api/studio/articles/[id]/route';
import { POST as unpublishRoute } from '@/app/api/studio/articles/[id]/unpublish/route';
import { POST as createRoute } from '@/app/api/studio/articles/route';
import { GET as imageRoute } from '@/app/api/blog/images/[id]/[file]/route';
import { POST as uploadRoute } from '@/app/api/studio/articles/[id]/images/route';
import type { ArticleDraft } from '@/content/blog/schema';
import { visibleArticles } from '@/features/blog/server/published-articles';
import { ARTICLES_CHANNEL } from '@/features/blog/server/published-repository';
import { articlePreview } from '@/features/blog/server/previews';
import { listen } from '@/server/db/notifications';
import { blogArticleRevisions, blogArticles, studioActivity } from '@/server/db/schema';
import { launchArticles } from '../support/launch-articles';
import { DeskBrowser } from './support/desk-client';
import { signedInBrowser } from './support/desk-session';
import { backends, databaseForSuite } from './support/test-database';

type Browser = Awaited<ReturnType<typeof signedInBrowser>>;

/** A draft that may be published: a launch article under a new id, slug and title. */
function completeDraft(id: string, slug: string): ArticleDraft {
  const [launch] = launchArticles();
  return {
    ...launch!,
    id,
    slug,
    en: { ...launch!.en, title: `New: ${slug}` },
    es: { ...launch!.es, title: `Nuevo: ${slug}` },
  };
}

describe.each(backends.both)('writing articles in the desk on %s', (backend) => {
  const database = databaseForSuite(backend);
  const db = () => database().handle.db;
  let desk: Browser;

  beforeAll(async () => {
    desk = await signedInBrowser(db());
  });

  const create = async (copyOf?: string) => {
    const response = await desk.send(createRoute, '/api/studio/articles', {
      body: copyOf ? { copyOf } : {},
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await db().select().from(blogArticles).where(eq(blogArticles.id, id));
    return row!;
  };

  const save = (id: string, version: number, draft: ArticleDraft) =>
    desk.send(saveRoute, `/api/studio/articles/${id}`, {
      method: 'PATCH',
      body: { version, draft },
      params: { id },
    });

  const publish = (id: string, version: number, at?: { date: string; time: string }) =>
    desk.send(publishRoute, `/api/studio/articles/${id}/publish`, {
      body: { version, ...(at && { at }) },
      params: { id },
    });

  const versionOf = async (id: string) =>
    (await db().select().from(blogArticles).where(eq(blogArticles.id, id)))[0]!.version;

  const activity = async (action: string) =>
    db().select().from(studioActivity).where(eq(studioActivity.action, action));

  it('starts with the six launch articles, published, in magazine order', async () => {
    const { articles, redirects } = await visibleArticles(db(), new Date());
    expect(articles).toEqual(launchArticles());
    expect(redirects).toEqual({});
  });

  it('creates a draft nobody sees, and saves it only over the version it was edited from', async () => {
    const row = await create();
    expect(row.published).toBeNull();
    expect((await activity('article.create')).at(-1)).toMatchObject({
      subjectKind: 'article',
      subjectId: row.id,
      details: { slug: row.slug },
    });

    const draft = { ...row.draft, en: { ...row.draft.en, title: 'First words' } };
    const saved = await save(row.id, row.version, draft);
    expect(saved.status).toBe(200);
    const { version } = (await saved.json()) as { version: number };
    expect(version).toBe(row.version + 1);

    const stale = await save(row.id, row.version, { ...draft, es: { ...draft.es, title: 'Otro' } });
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as {
      message: string;
      conflict: { version: number; device: string };
    };
    expect(refusal.conflict).toMatchObject({ version, device: 'Laptop' });
    expect(refusal.message).toContain('Laptop');

    const { articles } = await visibleArticles(db(), new Date());
    expect(articles.map((article) => article.id)).not.toContain(row.id);
  });

  it('lets one of two saves racing from the same version through, never both', async () => {
    const row = await create();
    const results = await Promise.all(
      ['one', 'two'].map((title) =>
        save(row.id, row.version, { ...row.draft, en: { ...row.draft.en, title } }),
      ),
    );
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await versionOf(row.id)).toBe(row.version + 1);
  });

  it('refuses a link that is not http(s), and a slug another article has', async () => {
    const row = await create();
    const withScript = {
      ...row.draft,
      en: { ...row.draft.en, content: [{ type: 'paragraph', text: '[x](javascript:alert(1))' }] },
    } as ArticleDraft;
    const refused = await save(row.id, row.version, withScript);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/http/);

    const taken = await save(row.id, row.version, { ...row.draft, slug: 'first-90-days-of-ai' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toContain('first-90-days-of-ai');
  });

  it('publishes only a complete article, and every listener hears of it once committed', async () => {
    const row = await create();
    expect((await publish(row.id, row.version)).status).toBe(400);

    const heard: number[] = [];
    const listening = await listen(database().handle, ARTICLES_CHANNEL, () =>
      heard.push(Date.now()),
    );
    try {
      const saved = await save(row.id, row.version, completeDraft(row.id, 'a-complete-article'));
      expect(saved.status).toBe(200);
      const published = await publish(row.id, await versionOf(row.id));
      expect(published.status).toBe(200);
      await expect.poll(() => heard.length, { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      await listening.stop();
    }
    const { articles } = await visibleArticles(db(), new Date());
    expect(articles.find((article) => article.id === row.id)?.slug).toBe('a-complete-article');
    expect((await activity('article.publish')).at(-1)?.details).toMatchObject({
      slug: 'a-complete-article',
    });
  });

  it('schedules an article, which appears at its moment and not before', async () => {
    const row = await create();
    await save(row.id, row.version, completeDraft(row.id, 'a-scheduled-article'));
    const now = new Date();
    const later = new Date(now.getTime() + 2 * 24 * 3_600_000);
    const day = later.toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const scheduled = await publish(row.id, await versionOf(row.id), { date: day, time: '09:30' });
    expect(scheduled.status).toBe(200);
    const [stored] = await db().select().from(blogArticles).where(eq(blogArticles.id, row.id));
    expect(stored!.publishAt!.toLocaleString('en-US', { timeZone: 'America/New_York' })).toMatch(
      /9:30:00 AM$/,
    );

    const before = await visibleArticles(db(), now);
    expect(before.articles.map((article) => article.id)).not.toContain(row.id);
    expect(before.nextChange?.getTime()).toBe(stored!.publishAt!.getTime());
    const after = await visibleArticles(db(), new Date(stored!.publishAt!.getTime() + 1));
    expect(after.articles.map((article) => article.id)).toContain(row.id);
    expect((await activity('article.schedule')).at(-1)?.details).toMatchObject({
      slug: 'a-scheduled-article',
    });

    const past = await publish(row.id, await versionOf(row.id), {
      date: '2020-01-01',
      time: '10:00',
    });
    expect(past.status).toBe(400);
  });

  it('keeps a published article’s old slug as a redirect to its new one, and logs it', async () => {
    const row = await create();
    await save(row.id, row.version, completeDraft(row.id, 'the-first-slug'));
    await publish(row.id, await versionOf(row.id));
    const renamed = await save(
      row.id,
      await versionOf(row.id),
      completeDraft(row.id, 'the-second-slug'),
    );
    expect(renamed.status).toBe(200);
    const before = await visibleArticles(db(), new Date());
    expect(before.articles.find((article) => article.id === row.id)?.slug).toBe('the-first-slug');

    expect((await publish(row.id, await versionOf(row.id))).status).toBe(200);
    const after = await visibleArticles(db(), new Date());
    expect(after.articles.find((article) => article.id === row.id)?.slug).toBe('the-second-slug');
    expect(after.redirects['the-first-slug']).toBe('the-second-slug');
    expect((await activity('article.slug')).at(-1)?.details).toEqual({
      from: 'the-first-slug',
      to: 'the-second-slug',
    });

    const rescheduled = await publish(row.id, await versionOf(row.id), {
      date: '2999-01-01',
      time: '10:00',
    });
    expect(rescheduled.status).toBe(409);
  });

  it('unpublishes an article, which leaves the site but keeps its draft', async () => {
    const row = await create();
    await save(row.id, row.version, completeDraft(row.id, 'an-article-to-take-down'));
    await publish(row.id, await versionOf(row.id));
    const response = await desk.send(unpublishRoute, `/api/studio/articles/${row.id}/unpublish`, {
      body: { version: await versionOf(row.id) },
      params: { id: row.id },
    });
    expect(response.status).toBe(200);
    const { articles } = await visibleArticles(db(), new Date());
    expect(articles.map((article) => article.id)).not.toContain(row.id);
    const [stored] = await db().select().from(blogArticles).where(eq(blogArticles.id, row.id));
    expect(stored).toMatchObject({ published: null, publishAt: null });
    expect(stored!.draft.slug).toBe('an-article-to-take-down');
    expect((await activity('article.unpublish')).at(-1)?.details).toEqual({
      slug: 'an-article-to-take-down',
    });
  });

  it('restores a revision, keeping the draft it replaces as one', async () => {
    const row = await create();
    await save(row.id, row.version, completeDraft(row.id, 'a-revised-article'));
    await publish(row.id, await versionOf(row.id));
    const [published] = await db()
      .select()
      .from(blogArticleRevisions)
      .where(
        and(eq(blogArticleRevisions.articleId, row.id), eq(blogArticleRevisions.reason, 'publish')),
      )
      .orderBy(blogArticleRevisions.createdAt);
    const changed = completeDraft(row.id, 'a-revised-article');
    changed.en.title = 'A later title';
    await save(row.id, await versionOf(row.id), changed);

    const response = await desk.send(
      restoreRoute,
      `/api/studio/articles/${row.id}/revisions/${published!.id}`,
      {
        body: { version: await versionOf(row.id) },
        params: { id: row.id, revision: published!.id },
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const [stored] = await db().select().from(blogArticles).where(eq(blogArticles.id, row.id));
    expect(stored!.draft.en.title).toBe(published!.draft.en.title);
    const kept = await db()
      .select()
      .from(blogArticleRevisions)
      .where(eq(blogArticleRevisions.reason, 'restore'));
    expect(kept.some((revision) => revision.draft.en.title === 'A later title')).toBe(true);
  });

  it('shows a draft at a private address until it expires', async () => {
    const row = await create();
    const response = await desk.send(previewRoute, `/api/studio/articles/${row.id}/preview`, {
      params: { id: row.id },
    });
    expect(response.status).toBe(201);
    const { en, es } = (await response.json()) as { en: string; es: string };
    const token = en.split('/').at(-1)!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(es).toBe(`/es/blog/preview/${token}`);
    expect((await articlePreview(db(), token, new Date()))?.article.id).toBe(row.id);
    expect(
      await articlePreview(db(), token, new Date(Date.now() + 73 * 3_600_000)),
    ).toBeUndefined();
    expect(await articlePreview(db(), `${token.slice(0, -1)}x`, new Date())).toBeUndefined();
  });

  it('duplicates an article under a slug of its own', async () => {
    const copy = await create('first-90-days-of-ai');
    expect(copy.slug).toBe('first-90-days-of-ai-copy');
    expect(copy.draft.en.title).toBe(launchArticles()[0]!.en.title);
    expect(copy.published).toBeNull();
  });

  it('converts an uploaded picture by its bytes, and refuses what is not one', async () => {
    const row = await create();
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#6d28d9' },
    })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)]), name);
      return desk.send(uploadRoute, `/api/studio/articles/${row.id}/images`, {
        params: { id: row.id },
        form,
      });
    };
    const stored = await upload(png, 'photo.png');
    expect(stored.status, await stored.clone().text()).toBe(201);
    const { image } = (await stored.json()) as {
      image: { id: string; width: number; height: number };
    };
    expect(image).toMatchObject({ width: 1200, height: 800 });
    for (const file of ['480.avif', '960.webp', '1200.jpeg']) {
      const served = await imageRoute(
        new Request(`http://localhost/api/blog/images/${image.id}/${file}`),
        {
          params: Promise.resolve({ id: image.id, file }),
        },
      );
      expect(served.status, file).toBe(200);
      expect(served.headers.get('content-type')).toBe(`image/${file.split('.')[1]}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).width).toBe(Number(file.split('.')[0]));
    }

    expect((await upload(Buffer.from('not a picture at all'), 'fake.png')).status).toBe(415);
    const huge = await upload(Buffer.alloc(9 * 1024 * 1024, 1), 'huge.png');
    expect(huge.status, await huge.clone().text()).toBe(413);
  });

  it('refuses every write without a desk session, or from another origin', async () => {
    const row = await create();
    const id = row.id;
    const writes = [
      { route: createRoute, path: '/api/studio/articles', body: {} },
      {
        route: saveRoute,
        path: `/api/studio/articles/${id}`,
        method: 'PATCH',
        body: { version: 1, draft: row.draft },
      },
      { route: publishRoute, path: `/api/studio/articles/${id}/publish`, body: { version: 1 } },
      { route: unpublishRoute, path: `/api/studio/articles/${id}/unpublish`, body: { version: 1 } },
      { route: previewRoute, path: `/api/studio/articles/${id}/preview` },
      { route: uploadRoute, path: `/api/studio/articles/${id}/images`, form: new FormData() },
    ];
    const stranger = new DeskBrowser();
    const elsewhere = { origin: 'https://elsewhere.example' };
    for (const { route, path, method, body, form } of writes) {
      const options = { method, body, form, params: { id } };
      expect((await stranger.send(route, path, options)).status, path).toBe(401);
      const crossSite = await desk.send(route, path, { ...options, headers: elsewhere });
      expect(crossSite.status, path).toBe(403);
    }
    expect(await versionOf(id)).toBe(row.version);
  });
});
