import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@/config/desk';
import type { ArticleDraft } from '@/content/blog/schema';
import { startSession } from '@/features/studio/auth/server/sessions-repository';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { studioPasskeys } from '@/server/db/schema';
import { spawnNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  createEmptyPostgresDatabase,
  type EmptyPostgresDatabase,
} from '../../api/support/test-database';
import { TestMailServer } from '../../support/mail-server';
import { launchArticles } from '../../support/launch-articles';
import { cleanUpServerPool } from './support/server-pool';
import { watchUntilHealthy } from './support/visitors';

// Every server hears of a change through PostgreSQL within this long.
const WITHIN_MS = 5_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two production servers on one PostgreSQL database: what the desk does through one, the other
 * serves within seconds, on every page and file made from the articles. Figures are printed as
 * `[publishing] …` lines.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('publishing across two servers', () => {
  let database: EmptyPostgresDatabase;
  let handle: DatabaseHandle;
  let sql: Client;
  const mail = new TestMailServer();
  const dataDirs: string[] = [];
  let servers: RunningServer[] = [];
  let cookie = '';
  const figure = (line: string) => console.log(`[publishing] ${line}`);

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    sql = new Client({ connectionString: database.url });
    await sql.connect();
    await mail.start();
    for (let index = 0; index < 2; index += 1) {
      dataDirs.push(await mkdtemp(path.join(os.tmpdir(), `marlowe-publishing-${index}-`)));
    }
    servers = await Promise.all(
      dataDirs.map((dataDir) =>
        spawnNextServer({
          DATABASE_URL: database.url,
          SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
          DATA_DIR: dataDir,
        }),
      ),
    );
    await Promise.all(servers.map((server) => watchUntilHealthy(server)));
    // Signed in without the passkey ceremony, which the desk's own tests cover.
    handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    const [passkey] = await handle.db
      .insert(studioPasskeys)
      .values({ credentialId: 'publishing-test', publicKey: 'key', name: 'Laptop' })
      .returning();
    const { token } = await startSession(handle.db, {
      passkeyId: passkey!.id,
      userAgent: 'Mozilla/5.0 (Macintosh) Firefox/140.0',
      now: new Date(),
    });
    cookie = `${SESSION_COOKIE}=${token}`;
  });

  cleanUpServerPool({
    servers: () => servers,
    mail,
    sql: () => sql,
    database: () => database,
    dataDirs,
  });

  const writer = () => servers[0]!;
  const reader = () => servers[1]!;

  async function desk<T>(method: string, api: string, body?: unknown): Promise<T> {
    const response = await fetch(`${writer().url}/api/studio/${api}?locale=en`, {
      method,
      headers: {
        cookie,
        origin: writer().url,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  }

  const get = (address: string) =>
    fetch(`${reader().url}${address}`, {
      redirect: 'manual',
      headers: { 'accept-encoding': 'br, gzip' },
    });

  /** Every promise's value; the reasons of all that failed, together. */
  async function all(checks: Promise<number>[]): Promise<number[]> {
    const settled = await Promise.allSettled(checks);
    const failed = settled.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason)] : [],
    );
    if (failed.length) throw new Error(failed.join('\n'));
    return settled.map((result) => (result as PromiseFulfilledResult<number>).value);
  }

  /** How long until the reader answers `address` as `expected` says, at most a few seconds. */
  async function servedWithin(
    address: string,
    expected: (response: Response, text: string) => boolean,
    since: number,
  ): Promise<number> {
    for (;;) {
      const response = await get(address);
      if (expected(response, await response.text())) {
        const took = Date.now() - since;
        figure(`${address}: ${took} ms`);
        return took;
      }
      if (Date.now() - since > WITHIN_MS * 3) {
        const writerAnswer = await fetch(`${writer().url}${address}`, { redirect: 'manual' });
        throw new Error(
          `${address} still answers ${response.status} after ${WITHIN_MS * 3} ms (the writing server: ${writerAnswer.status})`,
        );
      }
      await pause(100);
    }
  }

  function draft(id: string, slug: string): ArticleDraft {
    const [launch] = launchArticles();
    return {
      ...launch!,
      id,
      slug,
      en: { ...launch!.en, title: `Two servers, one magazine (${slug})` },
      es: { ...launch!.es, title: `Dos servidores, una revista (${slug})` },
    };
  }

  it('serves a publish, a slug change and an unpublish made on the other server', async () => {
    // Pages the reader keeps in memory before the change, which the change must drop.
    for (const address of [
      '/blog',
      '/blog/rss.xml',
      '/sitemaps/blog.xml',
      '/api/search-index/en',
    ]) {
      expect((await get(address)).status).toBe(200);
    }
    const { id } = await desk<{ id: string }>('POST', 'articles', {});
    const slug = `served-elsewhere-${Date.now()}`;
    const saved = await desk<{ version: number }>('PATCH', `articles/${id}`, {
      version: 1,
      draft: draft(id, slug),
    });
    expect((await get(`/blog/${slug}`)).status).toBe(404);

    let since = Date.now();
    const published = await desk<{ version: number }>('POST', `articles/${id}/publish`, {
      version: saved.version,
    });
    const everywhere = await all([
      servedWithin(`/blog/${slug}`, (answer, text) => answer.ok && text.includes(slug), since),
      servedWithin('/blog', (_, text) => text.includes(`/blog/${slug}`), since),
      servedWithin('/es/blog', (_, text) => text.includes(`/es/blog/${slug}`), since),
      servedWithin('/blog/rss.xml', (_, text) => text.includes(slug), since),
      servedWithin('/sitemaps/blog.xml', (_, text) => text.includes(slug), since),
      servedWithin('/api/search-index/en', (_, text) => text.includes(slug), since),
      servedWithin(`/blog/${slug}/opengraph-image`, (answer) => answer.ok, since),
      servedWithin(`/api/blog/${slug}/pdf?lang=es`, (answer) => answer.ok, since),
    ]);
    figure(`a publish served by the other server after ${Math.max(...everywhere)} ms`);
    expect(Math.max(...everywhere)).toBeLessThan(WITHIN_MS);

    const renamed = `${slug}-renamed`;
    const resaved = await desk<{ version: number }>('PATCH', `articles/${id}`, {
      version: published.version,
      draft: draft(id, renamed),
    });
    since = Date.now();
    const republished = await desk<{ version: number }>('POST', `articles/${id}/publish`, {
      version: resaved.version,
    });
    const moved = await servedWithin(
      `/es/blog/${slug}`,
      (answer) =>
        answer.status === 308 &&
        Boolean(answer.headers.get('location')?.endsWith(`/es/blog/${renamed}`)),
      since,
    );
    figure(`a slug change served as a 308 by the other server after ${moved} ms`);
    expect(moved).toBeLessThan(WITHIN_MS);

    since = Date.now();
    await desk('POST', `articles/${id}/unpublish`, { version: republished.version });
    const gone = await all([
      servedWithin(
        `/blog/${renamed}`,
        (answer, text) => answer.status === 404 && text.includes('Article Not Found'),
        since,
      ),
      servedWithin('/blog', (_, text) => !text.includes(renamed), since),
      servedWithin('/blog/rss.xml', (_, text) => !text.includes(renamed), since),
      servedWithin(`/api/blog/${renamed}/pdf`, (answer) => answer.status === 404, since),
    ]);
    figure(`an unpublish served by the other server after ${Math.max(...gone)} ms`);
    expect(Math.max(...gone)).toBeLessThan(WITHIN_MS);
    await handle.close();
  });

  it('keeps what the owner typed as text on the page and in the feed, links checked', async () => {
    const { id } = await desk<{ id: string }>('POST', 'articles', {});
    const slug = `typed-as-text-${Date.now()}`;
    const hostile = 'Tags <img src=x onerror=alert(1)> stay text ]]> and';
    const base = draft(id, slug);
    const typed: ArticleDraft = {
      ...base,
      en: {
        ...base.en,
        title: `Tags <b>stay</b> text (${slug})`,
        content: [
          ...base.en.content,
          { type: 'paragraph', text: `${hostile} [a link](https://example.com/?a=1&b=2).` },
        ],
      },
    };
    const saved = await desk<{ version: number }>('PATCH', `articles/${id}`, {
      version: 1,
      draft: typed,
    });
    await desk('POST', `articles/${id}/publish`, { version: saved.version });
    const since = Date.now();
    await servedWithin(`/blog/${slug}`, (answer) => answer.ok, since);
    const page = await (await get(`/blog/${slug}`)).text();
    expect(page).not.toContain('<img src=x');
    expect(page).not.toContain('<b>stay</b>');
    expect(page).toContain('Tags &lt;img src=x onerror=alert(1)&gt; stay text ]]&gt;');
    expect(page).toMatch(
      /<a href="https:\/\/example\.com\/\?a=1&amp;b=2" rel="nofollow noopener noreferrer"/,
    );
    await servedWithin('/blog/rss.xml', (_, text) => text.includes(slug), since);
    const feed = await (await get('/blog/rss.xml')).text();
    expect(feed).not.toContain('<img src=x');
    expect(feed).toContain('&lt;img src=x onerror=alert(1)&gt; stay text ]]&gt;');
    expect(feed).toContain('a link (https://example.com/?a=1&amp;b=2)');
  });
});
