import fc from 'fast-check';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNextServer, type RunningServer } from '../../../scripts/measure/lib/next-server';
import {
  buildDir,
  fillRoute,
  prerenderedPagePaths,
  prerenderedPaths,
  publicPath,
  routeParams,
  routePatterns,
} from './support/build-routes';

/**
 * Against the production build on the loopback interface: whatever a client sends, to whichever
 * page or API route, the answer is never a 5xx and the connection is never dropped; and no
 * amount of requests for unknown addresses makes the server write to its build directory.
 */

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array;
}

type Outcome = { status: number } | { error: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function send(base: string, { method, path: address, headers, body }: Probe): Promise<Outcome> {
  return new Promise((resolve) => {
    // Node sends a DELETE or OPTIONS body without announcing its length unless told.
    const length = body ? { 'content-length': String(body.byteLength) } : {};
    const request = http.request(
      `${base}${address}`,
      { method, headers: { ...headers, ...length }, agent, timeout: 60_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', (error) => resolve({ error: error.message }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 60 s')));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(body);
  });
}

/**
 * Runs the probes with a few requests in flight at once, prints how the answers fell out under
 * `label`, and returns the probes that failed.
 */
async function sendAll(base: string, probes: Probe[], label: string) {
  const failures: string[] = [];
  const tally = new Map<string, number>();
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      const outcome = await send(base, probe);
      const key = 'error' in outcome ? 'connection error' : `${Math.floor(outcome.status / 100)}xx`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
      if ('error' in outcome || outcome.status >= 500) {
        const body = probe.body ? Buffer.from(probe.body).toString('latin1').slice(0, 80) : '';
        failures.push(
          `${probe.method} ${probe.path.slice(0, 120)} ${JSON.stringify(probe.headers)} ${JSON.stringify(body)} → ${'error' in outcome ? outcome.error : outcome.status}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const counts = [...tally].map(([kind, count]) => `${count} ${kind}`).join(', ');
  console.log(`${label}: ${probes.length} requests (${counts})`);
  return failures;
}

const localeValues = ['en', 'es'];
/** Every method Node's HTTP parser accepts (it answers any other with 400 and closes); not CONNECT. */
const parsableMethods = http.METHODS.filter((method) => method !== 'CONNECT');
const encoder = new TextEncoder();

/** Every page and route of the build with its parameters filled in, known values and unknown. */
function addresses(): string[] {
  const prerendered = prerenderedPaths().map(publicPath);
  const filled = routePatterns().flatMap((pattern) =>
    localeValues.map((locale) =>
      publicPath(fillRoute(pattern, (param) => (param === 'locale' ? locale : 'no-such-value'))),
    ),
  );
  return [...new Set([...prerendered, ...filled, '/no/such/page', '/api', '/_next/static/x.js'])];
}

const boundary = '----probe';
const bodies = fc.oneof(
  fc.constant(new Uint8Array()),
  fc.string({ maxLength: 300 }).map((text) => encoder.encode(text)),
  fc.uint8Array({ maxLength: 2_000 }),
  fc.json().map((json) => encoder.encode(json)),
  fc
    .string({ maxLength: 40 })
    .map((value) =>
      encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_ID_${value}"\r\n\r\n${value}\r\n--${boundary}`,
      ),
    ),
  fc
    .string({ maxLength: 60 })
    .map((value) => encoder.encode(`$ACTION_REF_1=${value}&1_$ACTION_ID=x`)),
  fc.nat({ max: 400_000 }).map((size) => new Uint8Array(size).fill(0x7b)),
);

const contentTypes = fc.constantFrom(
  undefined,
  `multipart/form-data; boundary=${boundary}`,
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain;charset=UTF-8',
  'application/xml',
  'application/octet-stream',
  'text/x-component',
  '*/*; boundary=',
);

// Router state trees as Next.js's client sends them, and trees of the right shape but wrong content.
const routerStateTrees = fc
  .oneof(
    fc.constant(['', {}]),
    fc.constant(['', { children: [['locale', 'es', 'd', null], { children: ['__PAGE__', {}] }] }]),
    fc.tuple(
      fc.string({ maxLength: 20 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.constant(['', {}])),
    ),
    fc.jsonValue(),
  )
  .map((tree) => encodeURIComponent(JSON.stringify(tree)));

const extraHeaders = fc.record(
  {
    'next-action': fc.string({ minLength: 1, maxLength: 42 }).map((v) => encodeURIComponent(v)),
    rsc: fc.constantFrom('1', '1', '1', '0', 'x'),
    'next-router-state-tree': fc.oneof(
      routerStateTrees,
      fc.string({ maxLength: 80 }).map((v) => encodeURIComponent(v)),
    ),
    'next-router-prefetch': fc.constantFrom('1', '2', '3', 'x'),
    'next-router-segment-prefetch': fc.oneof(
      fc.constantFrom('/_tree', '/_full', '/_index', '/children/__PAGE__'),
      fc.string({ maxLength: 30 }).map((v) => encodeURIComponent(v)),
    ),
    'next-url': fc.oneof(
      fc.constantFrom('/', '/es/about'),
      fc.string({ maxLength: 30 }).map((v) => encodeURIComponent(v)),
    ),
    'x-middleware-subrequest': fc.constant('proxy:proxy:proxy:proxy:proxy'),
    'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity, gzip'),
    origin: fc.constantFrom('https://attacker.example', 'null', 'http://127.0.0.1'),
    cookie: fc.constantFrom('language=es', 'language=%ff', 'theme=dark; language=xx'),
    'accept-language': fc.constantFrom('es', '*', 'zz-ZZ;q=2', ';;;'),
  },
  { requiredKeys: [] },
);

function probes(targets: string[], count: number, seed: number): Probe[] {
  const address = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...targets) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...targets),
          fc.constantFrom(
            '/',
            '/%00',
            '/..%2f..%2fetc',
            '/%ff',
            '/x'.repeat(600),
            '?a=%zz&b[]=1',
            // Where Next.js sends an RSC request first (its cache marker), to reach the render.
            '?_rsc=abc12',
            '?token=x&_rsc=abc12',
            '#x',
          ),
        )
        .map(([target, suffix]) => `${target.replace(/\/$/, '')}${suffix}`),
    },
  );
  const probe = fc
    .record({
      method: fc.constantFrom(...parsableMethods),
      path: address,
      contentType: contentTypes,
      headers: extraHeaders,
      body: bodies,
      forwardedFor: fc.ipV4(),
    })
    .map(({ method, path: target, contentType, headers, body, forwardedFor }) => ({
      method,
      path: target,
      headers: {
        ...headers,
        ...(contentType ? { 'content-type': contentType } : {}),
        'x-forwarded-for': forwardedFor,
      },
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
    }));
  return fc.sample(probe, { numRuns: count, seed });
}

async function buildFiles(): Promise<Map<string, string>> {
  const entries = await readdir(buildDir, { recursive: true });
  const files = new Map<string, string>();
  for (const entry of entries) {
    const info = await stat(path.join(buildDir, entry));
    if (info.isFile()) files.set(entry, `${info.size}:${info.mtimeMs}`);
  }
  return files;
}

describe('hostile requests', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-hostile-'));
    server = await startNextServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      // Each probe claims its own address, so the rate limits do not end the run early.
      TRUST_PROXY: 'true',
    });
  });

  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 405 with Allow to any method but GET and HEAD on every page', async () => {
    const pages = [
      ...prerenderedPagePaths().map(publicPath),
      // Route handlers among the pages answer GET alone too.
      '/jordan-marlowe/vcard',
      '/es/blog/rss.xml',
      '/no/such/page',
    ];
    for (const page of pages) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const body = encoder.encode('--x\r\nbroken');
        const response = await send(server.url, {
          method,
          path: page,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body,
        });
        expect(response, `${method} ${page}`).toEqual({ status: 405 });
      }
      const allow = await fetch(`${server.url}${page}`, { method: 'POST' });
      expect(allow.headers.get('allow'), page).toBe('GET, HEAD');
    }
  });

  it('refuses writes to the pages behind emailed links too: their buttons post to the API', async () => {
    for (const page of [
      '/booking/cancel?token=x',
      '/es/newsletter/confirm?token=x',
      '/newsletter/unsubscribe',
    ]) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await send(server.url, {
          method,
          path: page,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
          body: encoder.encode('--x\r\nbroken'),
        });
        expect(response, `${method} ${page}`).toEqual({ status: 405 });
      }
    }
  });

  it('never answers 5xx nor drops the connection, whatever is sent to whichever route', async () => {
    const targets = addresses();
    const matrix = targets.flatMap((target) =>
      ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'].map((method) => ({
        method,
        path: target,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: method === 'GET' || method === 'HEAD' ? undefined : encoder.encode('--broken'),
      })),
    );
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
    const failures = await sendAll(
      server.url,
      [...matrix, ...probes(targets, 2_500, seed)],
      'fuzz',
    );
    expect(failures, `seed ${seed} (rerun with FUZZ_SEED=${seed})`).toEqual([]);
  }, 900_000);

  it('answers malformed router headers 400 on every page, before Next.js renders it', async () => {
    const broken: Record<string, string>[] = [
      { rsc: '1', 'next-router-state-tree': 'garbage' },
      { rsc: '1', 'next-router-state-tree': encodeURIComponent('[1,2]') },
      { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': 'x' },
      { rsc: '1', 'next-url': 'x' },
    ];
    const pages = addresses().filter((address) => !address.startsWith('/api'));
    const outcomes = await Promise.all(
      pages.flatMap((page) =>
        broken.map(async (headers) => {
          // With the marker Next.js first redirects to, so that its render would have run.
          const address = `${page}${page.includes('?') ? '&' : '?'}_rsc=abc12`;
          const outcome = await send(server.url, { method: 'GET', path: address, headers });
          return `${address} ${JSON.stringify(headers)} → ${'status' in outcome ? outcome.status : outcome.error}`;
        }),
      ),
    );
    expect(outcomes.filter((outcome) => !outcome.endsWith('→ 400'))).toEqual([]);
  }, 300_000);

  it('writes nothing under .next, however many unknown addresses are asked for', async () => {
    const before = await buildFiles();
    const word = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,30}$/);
    const unknown = routePatterns().flatMap((pattern) => {
      const params = routeParams(pattern);
      if (params.length === 0) return [];
      const otherParams = params.filter((param) => param !== 'locale');
      return fc
        .sample(fc.array(word, { minLength: params.length, maxLength: params.length }), 12)
        .flatMap((values) => {
          const fill = (locale: string | undefined) => {
            let index = 0;
            return publicPath(
              fillRoute(pattern, (param) =>
                param === 'locale' && locale ? locale : values[index++]!,
              ),
            );
          };
          // An unknown language (with a dot, which the language routing leaves alone), then each
          // real language with unknown values for the other parameters.
          return [
            params.includes('locale') ? fill(`${values[0]}.x`) : fill(undefined),
            ...(params.includes('locale') && otherParams.length > 0 ? localeValues.map(fill) : []),
          ];
        });
    });
    expect(unknown.length).toBeGreaterThan(200);
    // Other methods too: an answer to OPTIONS could be stored as well as a page.
    const failures = await sendAll(
      server.url,
      unknown.flatMap((address) =>
        ['GET', 'HEAD', 'OPTIONS', 'POST'].map((method) => ({
          method,
          path: address,
          headers: {},
        })),
      ),
      `${unknown.length} unknown addresses × 4 methods`,
    );
    expect(failures).toEqual([]);

    const after = await buildFiles();
    const changed = [...after]
      .filter(([file, stamp]) => before.get(file) !== stamp)
      .map(([f]) => f);
    expect(changed).toEqual([]);
  }, 300_000);
});
