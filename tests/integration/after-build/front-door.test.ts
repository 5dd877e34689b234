import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewRateLimit } from '@/features/analytics/server/page-view-endpoint';
import { sitemapRegenerationRateLimit } from '@/features/seo/config';
import { openMigratedDatabase } from '@/server/db/client';
import { analyticsViews } from '@/server/db/schema';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import {
  freePort,
  startNextServer,
  type RunningServer,
} from '../../../scripts/measure/lib/next-server';

/**
 * The request pipeline in front of the production build, without a trusted proxy: an address
 * header the client sends counts for nothing, malformed router headers are answered 400 before
 * Next.js with nothing in the log, and `next start`, which would serve without the pipeline,
 * refuses to start.
 */

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const stateTree = (tree: unknown) => encodeURIComponent(JSON.stringify(tree));
const malformedRouterHeaders: Record<string, string>[] = [
  { rsc: '1', 'next-router-state-tree': 'garbage' },
  { rsc: '1', 'next-router-state-tree': stateTree([1, 2]) },
  { rsc: '1', 'next-router-state-tree': '%E0%A4%A' },
  { rsc: '1', 'next-router-prefetch': 'x' },
  { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': 'x' },
  { rsc: '1', 'next-url': 'x' },
  { rsc: 'x' },
];
// The pages that answered 500 to the first of them: rendered on request, unlike the static ones.
const pages = ['/studio/leads', '/studio/sign-in', '/booking/cancel?token=x', '/es/about', '/'];

describe('the front door', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-front-door-'));
    server = await startNextServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      TRUST_PROXY: '',
    });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers malformed router headers 400 before Next.js, with nothing in the log', async () => {
    const logBefore = server.output().length;
    for (const page of pages) {
      // Next.js first redirects an RSC request to an address with `_rsc`; the pipeline answers both.
      const withMarker = `${page}${page.includes('?') ? '&' : '?'}_rsc=abc12`;
      for (const address of [page, withMarker]) {
        for (const headers of malformedRouterHeaders) {
          const response = await fetch(`${server.url}${address}`, { headers, redirect: 'manual' });
          expect(response.status, `${address} ${JSON.stringify(headers)}`).toBe(400);
          expect(await response.text()).toBe("The request's headers are not valid.");
        }
      }
    }
    const spanish = await fetch(`${server.url}/es/about`, {
      headers: { rsc: '1', 'next-router-state-tree': 'garbage', 'accept-language': 'es' },
    });
    expect(await spanish.text()).toBe('Los encabezados de la solicitud no son válidos.');

    // What Next.js's own client sends still navigates.
    const navigation = await fetch(`${server.url}/booking/cancel?token=x`, {
      headers: { rsc: '1', 'next-router-state-tree': stateTree(['', {}]) },
    });
    expect(navigation.status).toBe(200);
    expect(navigation.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(server.output().slice(logBefore)).not.toMatch(/⨯|error|router state/i);
  });

  it('counts and limits by the socket, whatever address header the client sends', async () => {
    const spoofed = (index: number) => ({ [PEER_ADDRESS_HEADER]: `203.0.113.${index % 250}` });
    const beacon = (index: number) =>
      fetch(`${server.url}/api/analytics/view`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          origin: server.url,
          'sec-fetch-site': 'same-origin',
          'user-agent': chrome,
          ...spoofed(index),
        },
        body: JSON.stringify({ u: `${server.url}/about`, r: '' }),
      });
    for (let i = 0; i < pageViewRateLimit.points; i += 1)
      expect((await beacon(i)).status).toBe(202);
    expect((await beacon(pageViewRateLimit.points)).status).toBe(429);

    const regenerate = (index: number) =>
      fetch(`${server.url}/api/generate-sitemap`, { method: 'POST', headers: spoofed(index) });
    for (let i = 0; i < sitemapRegenerationRateLimit.points; i += 1) {
      expect((await regenerate(i)).status).toBe(200);
    }
    expect((await regenerate(sitemapRegenerationRateLimit.points)).status).toBe(429);

    // Stopping writes the pending views: one browser on one socket is one visitor.
    await server.stop();
    const database = await openMigratedDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
    });
    try {
      const views = await database.db
        .select({ visitor: analyticsViews.visitor })
        .from(analyticsViews);
      expect(views).toHaveLength(pageViewRateLimit.points);
      expect(new Set(views.map((view) => view.visitor)).size).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('does not start as `next start`, which would serve without the pipeline', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
      {
        env: { ...process.env, DATA_DIR: path.join(dataDir, 'next-start'), DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let log = '';
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(log).toMatch(/Start-up failed: no request pipeline without scripts\/server\.mjs/);
  });
});
