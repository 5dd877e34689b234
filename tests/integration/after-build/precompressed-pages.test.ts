import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../scripts/build/inline-hashes.mjs';
import { requestAsSent, type AnswerAsSent } from '../../../scripts/measure/lib/answer-as-sent';
import { buildFilesNamedIn } from '../../../scripts/measure/lib/first-load-js';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';

const htmlLang = (html: string) => html.match(/<html[^>]* lang="([^"]+)"/)?.[1];

/** The inline scripts a policy allows, by hash. */
const allowedHashes = (policy: string | string[] | undefined) =>
  [...String(policy).matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]).sort();

// Next.js may repeat a header's value ("1, 1" since the articles' live pages); one copy is the same.
const distinct = (value?: string | string[]) =>
  value === undefined ? undefined : [...new Set(String(value).split(/,\s*/))].join(', ');

describe('prerendered pages compressed once', () => {
  let dataDir: string;
  let server: RunningServer;

  /** Asks for a page or file until the stored copy answers (Next.js itself never sends brotli). */
  async function storedCopy(pathname: string): Promise<AnswerAsSent> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await requestAsSent(`${server.url}${pathname}`, { 'accept-encoding': 'br' });
      if (response.headers['content-encoding'] === 'br') return response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${pathname} was never answered from the stored copy`);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-precompressed-'));
    server = await startNextServer({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each(['/', '/es', '/about', '/es/blog'])(
    'answers %s in brotli, gzip or as it is, with the bytes and headers Next.js sends',
    async (pathname) => {
      const brotli = await storedCopy(pathname);
      // A query string goes to Next.js, which renders the same prerendered page.
      const fromNext = await requestAsSent(`${server.url}${pathname}?via=next`, {
        'accept-encoding': 'identity',
      });
      expect(fromNext.status).toBe(200);
      expect(fromNext.headers['content-encoding']).toBeUndefined();
      const gzip = await requestAsSent(`${server.url}${pathname}`, {
        'accept-encoding': 'gzip, deflate',
      });
      const plain = await requestAsSent(`${server.url}${pathname}`);

      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotliDecompressSync(brotli.body).equals(fromNext.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(fromNext.body)).toBe(true);
      expect(plain.body.equals(fromNext.body)).toBe(true);

      const expectedHashes = inlineScriptHashes(fromNext.body.toString('utf8')).sort();
      expect(expectedHashes.length).toBeGreaterThan(2);
      for (const response of [brotli, gzip, plain]) {
        expect(response.status).toBe(200);
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        expect(response.headers.vary).toMatch(/\bAccept-Encoding\b/i);
        expect(response.headers.vary).toMatch(/\brsc\b/i);
        expect(response.headers['content-security-policy']).toBe(
          fromNext.headers['content-security-policy'],
        );
        expect(allowedHashes(response.headers['content-security-policy'])).toEqual(expectedHashes);
        for (const name of [
          'content-type',
          'cache-control',
          'etag',
          'x-nextjs-prerender',
          'strict-transport-security',
          'x-content-type-options',
          'referrer-policy',
          'permissions-policy',
        ]) {
          expect(distinct(response.headers[name]), name).toEqual(distinct(fromNext.headers[name]));
        }
      }
    },
  );

  it.each(['/this/does-not-exist', '/es/no-existe', '/blog/no-such-article', '/wp-login.php'])(
    'answers the unknown %s with the stored 404 page Next.js would send',
    async (address) => {
      const brotli = await storedCopy(address);
      const fromNext = await requestAsSent(`${server.url}${address}?via=next`, {
        'accept-encoding': 'identity',
      });
      expect(fromNext.status).toBe(404);
      expect(brotli.status).toBe(404);
      expect(brotliDecompressSync(brotli.body).equals(fromNext.body)).toBe(true);
      expect(brotli.headers['content-security-policy']).toBe(
        fromNext.headers['content-security-policy'],
      );
      expect(htmlLang(fromNext.body.toString('utf8'))).toBe(
        address.startsWith('/es/') ? 'es' : 'en',
      );
      // A 404 is never "not modified".
      const again = await requestAsSent(`${server.url}${address}`, {
        'accept-encoding': 'br',
        'if-none-match': String(brotli.headers.etag),
      });
      expect(again.status).toBe(404);
      // Next.js still redirects a trailing slash away.
      expect((await requestAsSent(`${server.url}${address}/`)).status).toBe(308);
    },
  );

  it("answers the page's scripts and stylesheet in brotli, with the bytes and headers Next.js sends", async () => {
    const html = (await requestAsSent(`${server.url}/about`)).body.toString('utf8');
    const files = buildFilesNamedIn(html);
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
    for (const file of new Set(files)) {
      const brotli = await storedCopy(file);
      const fromNext = await requestAsSent(`${server.url}${file}?via=next`, {
        'accept-encoding': 'identity',
      });
      expect(fromNext.status, file).toBe(200);
      expect(brotliDecompressSync(brotli.body).equals(fromNext.body), file).toBe(true);
      const gzip = await requestAsSent(`${server.url}${file}`, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(gzip.body).equals(fromNext.body), file).toBe(true);
      for (const response of [brotli, gzip]) {
        expect(response.status, file).toBe(200);
        expect(Number(response.headers['content-length']), file).toBe(response.body.length);
        expect(response.headers.vary, file).toMatch(/\bAccept-Encoding\b/i);
        for (const name of ['content-type', 'cache-control', 'etag', 'x-content-type-options']) {
          expect(response.headers[name], `${file} ${name}`).toEqual(fromNext.headers[name]);
        }
      }
      expect(brotli.headers['cache-control']).toMatch(/\bimmutable\b/);
    }
    // A file the build does not have is still Next.js's 404, whatever the encoding asked.
    const missing = await requestAsSent(`${server.url}/_next/static/chunks/missing.js`, {
      'accept-encoding': 'br',
    });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).not.toBe('br');
  });

  it('answers HEAD with the headers alone, and a known ETag with 304', async () => {
    const page = await storedCopy('/about');
    const head = await requestAsSent(`${server.url}/about`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(page.body.length));
    expect(head.headers['content-encoding']).toBe('br');

    const unchanged = await requestAsSent(`${server.url}/about`, {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(page.headers.etag);
  });

  it("tells a caching proxy not to keep Next.js's own answers, only the stored copies", async () => {
    const firstAnswer = async (address: string) => {
      const response = await requestAsSent(`${server.url}${address}`, {
        'accept-encoding': 'gzip, br',
      });
      expect(response.status, address).toBe(200);
      expect(response.headers['content-encoding'], address).toBe('gzip');
      expect(response.headers['x-accel-expires'], address).toBe('0');
      return response;
    };
    const page = await firstAnswer('/ai-assessment-center');
    const about = brotliDecompressSync((await storedCopy('/about')).body).toString('utf8');
    const aboutFiles = buildFilesNamedIn(about);
    const ownScript = buildFilesNamedIn(gunzipSync(page.body).toString('utf8')).find(
      (file) => file.endsWith('.js') && !aboutFiles.includes(file),
    );
    await firstAnswer(ownScript!);
    for (const address of ['/ai-assessment-center', ownScript!]) {
      expect((await storedCopy(address)).headers['x-accel-expires'], address).toBeUndefined();
    }
  });

  it('leaves RSC requests, prefetches and other methods to Next.js', async () => {
    await storedCopy('/about');
    // Next.js answers these itself (here with a redirect that adds its own cache-busting query).
    for (const [query, headers] of [
      ['', { rsc: '1' }],
      ['?_rsc=check', { rsc: '1' }],
      ['', { 'next-router-prefetch': '1', rsc: '1' }],
    ] as const) {
      const response = await requestAsSent(`${server.url}/about${query}`, {
        ...headers,
        'accept-encoding': 'br',
      });
      expect(response.headers['content-encoding']).not.toBe('br');
      expect(response.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    }

    const post = await requestAsSent(`${server.url}/about`, { 'accept-encoding': 'br' }, 'POST');
    expect(post.status).toBe(405);
  });

  it('keeps the language rules: English at /, Spanish under /es, the language cookie', async () => {
    const english = await storedCopy('/');
    expect(htmlLang(brotliDecompressSync(english.body).toString())).toBe('en');
    const spanish = await storedCopy('/es');
    expect(htmlLang(brotliDecompressSync(spanish.body).toString())).toBe('es');

    const chosenSpanish = await requestAsSent(`${server.url}/about`, {
      'accept-encoding': 'br',
      cookie: 'language=es',
    });
    expect(chosenSpanish.status).toBe(307);
    expect(new URL(String(chosenSpanish.headers.location), server.url).pathname).toBe('/es/about');

    await storedCopy('/es/about');
    const staysSpanish = await requestAsSent(`${server.url}/es/about`, {
      'accept-encoding': 'br',
      cookie: 'language=es',
    });
    expect(staysSpanish.status).toBe(200);
    expect(htmlLang(brotliDecompressSync(staysSpanish.body).toString())).toBe('es');

    const chosenEnglish = await requestAsSent(`${server.url}/about`, { cookie: 'language=en' });
    expect(chosenEnglish.status).toBe(200);
    expect(htmlLang(chosenEnglish.body.toString())).toBe('en');

    const prefixedEnglish = await requestAsSent(`${server.url}/en/about`);
    expect([307, 308]).toContain(prefixedEnglish.status);
    expect(new URL(String(prefixedEnglish.headers.location), server.url).pathname).toBe('/about');

    // A browser's language does not choose the page: the address does.
    const acceptsSpanish = await requestAsSent(`${server.url}/`, { 'accept-language': 'es' });
    expect(acceptsSpanish.status).toBe(200);
    expect(htmlLang(acceptsSpanish.body.toString())).toBe('en');
  });
});
