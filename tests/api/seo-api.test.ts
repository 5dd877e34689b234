import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as generateRoute } from '@/app/api/generate-sitemap/route';
import { GET as statusRoute } from '@/app/api/seo-status/route';
import { GET as indexRoute } from '@/app/sitemap.xml/route';
import { GET as sectionRoute } from '@/app/sitemaps/[file]/route';
import { sitemapRegenerationRateLimit } from '@/features/seo/config';
import type { SitemapStatus } from '@/features/seo/server/sitemap-status';
import { locales } from '@/i18n/routing';
import { indexedPaths } from '@/lib/seo/site-map';
import { launchArticles } from '../support/launch-articles';
import { useDatabase } from '@/server/db/connection';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import { getRequest, newClientAddress, SITE } from './support/requests';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

const pageCount = indexedPaths(launchArticles()).length * locales.length;

async function status(query = '', headers: Record<string, string> = {}) {
  const response = await statusRoute(getRequest(`/api/seo-status${query}`, { headers }));
  return { response, body: (await response.json()) as SitemapStatus };
}

function generateRequest({
  client = newClientAddress(),
  headers = {},
  body,
}: {
  client?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
} = {}) {
  return new Request(`${SITE}/api/generate-sitemap`, {
    method: 'POST',
    headers: { [PEER_ADDRESS_HEADER]: client, ...headers },
    body,
  });
}

async function generate(options?: Parameters<typeof generateRequest>[0]) {
  const response = await generateRoute(generateRequest(options));
  return { response, body: (await response.json()) as SitemapStatus & { message?: string } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe.each(backends.embedded)('SEO API on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    useDatabase(database.handle);
  });

  afterAll(async () => {
    useDatabase(undefined);
    await database.cleanup();
  });

  describe('GET /api/seo-status', () => {
    it('answers the status text and a link per sitemap', async () => {
      const { response, body } = await status();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect(body).toEqual({
        status: expect.stringMatching(
          new RegExp(`^${pageCount} URLs in 3 sitemaps, generated \\w+ \\d+, \\d{4} at .+ UTC\\.$`),
        ),
        sitemaps: {
          index: `${SITE}/sitemap.xml`,
          pages: `${SITE}/sitemaps/pages.xml`,
          services: `${SITE}/sitemaps/services.xml`,
          blog: `${SITE}/sitemaps/blog.xml`,
        },
        urlCount: pageCount,
        generatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('speaks Spanish when asked', async () => {
      const byQuery = await status('?locale=es');
      const byHeader = await status('', { 'accept-language': 'es-MX,es;q=0.9' });
      for (const { body } of [byQuery, byHeader]) {
        expect(body.status).toMatch(
          new RegExp(`^${pageCount} URL en 3 sitemaps, generados el .+ UTC\\.$`),
        );
      }
    });

    it('links to sitemaps that the sitemap routes serve', async () => {
      const { body } = await status();
      const index = await indexRoute();
      expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const indexXml = await index.text();
      for (const [name, url] of Object.entries(body.sitemaps)) {
        if (name === 'index') continue;
        expect(indexXml).toContain(`<loc>${url}</loc>`);
        const file = url.split('/').at(-1)!;
        const section = await sectionRoute(new Request(url), {
          params: Promise.resolve({ file }),
        });
        expect(section.status).toBe(200);
        expect(await section.text()).toContain('<urlset');
      }
      const unknown = await sectionRoute(new Request(`${SITE}/sitemaps/nope.xml`), {
        params: Promise.resolve({ file: 'nope.xml' }),
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('POST /api/generate-sitemap', () => {
    it('regenerates and answers the new status, which the status call then reports', async () => {
      const before = (await status()).body;
      await tick();
      const { response, body } = await generate();
      expect(response.status).toBe(200);
      expect(Date.parse(body.generatedAt)).toBeGreaterThan(Date.parse(before.generatedAt));
      expect({ ...body, status: '', generatedAt: '' }).toEqual({
        ...before,
        status: '',
        generatedAt: '',
      });
      expect((await status()).body).toEqual(body);
    });

    it('is idempotent: the same sitemaps every time, only the time moves on', async () => {
      const first = await generate();
      const firstIndex = await (await indexRoute()).text();
      await tick();
      const second = await generate();
      expect(second.body.sitemaps).toEqual(first.body.sitemaps);
      expect(second.body.urlCount).toBe(first.body.urlCount);
      expect(await (await indexRoute()).text()).toBe(firstIndex);
    });

    it('refuses cross-site requests with 403 and leaves the sitemaps alone', async () => {
      const before = (await status()).body.generatedAt;
      const hostile: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'null' },
      ];
      for (const headers of hostile) {
        const { response, body } = await generate({ headers });
        expect(response.status).toBe(403);
        expect(body.message).toBe(
          'This request must come from the Marlowe Creative Studio website.',
        );
      }
      expect((await status()).body.generatedAt).toBe(before);
      const sameOrigin = await generate({
        headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
      });
      expect(sameOrigin.response.status).toBe(200);
    });

    it('answers 429 with Retry-After past the per-client limit, in the visitor language', async () => {
      const client = newClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= sitemapRegenerationRateLimit.points; i++) {
        statuses.push((await generate({ client })).response.status);
      }
      expect(statuses.slice(0, -1).every((code) => code === 200)).toBe(true);
      const limited = await generate({ client, headers: { 'accept-language': 'es' } });
      expect(limited.response.status).toBe(429);
      expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.message).toMatch(/solicitudes/i);
      expect((await generate()).response.status).toBe(200);
    });

    it('ignores whatever body is sent and never fails with a server error', async () => {
      const body = fc.oneof(
        fc.string(),
        fc.json(),
        fc.uint8Array({ maxLength: 4096 }),
        fc.constant('{"__proto__":{"polluted":true}}'),
      );
      const contentType = fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/xml',
      );
      const origin = fc.option(
        fc.oneof(fc.constant(SITE), fc.webUrl(), fc.string({ maxLength: 40 })),
      );
      await fc.assert(
        fc.asyncProperty(body, contentType, origin, async (payload, type, from) => {
          const headers: Record<string, string> = { 'content-type': type };
          if (from !== null) headers.origin = from;
          const { response } = await generate({
            headers,
            body: typeof payload === 'string' ? payload : Buffer.from(payload),
          });
          expect(response.status).toBeLessThan(500);
          if (from === null || from === SITE) expect(response.status).toBe(200);
          else expect([200, 403]).toContain(response.status);
        }),
        { numRuns: 60 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });
});
