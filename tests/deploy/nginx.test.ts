import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPLOYED_HOST,
  findNginx,
  getThroughNginx,
  prepareLocalNginx,
  type LocalNginx,
} from '../../scripts/measure/lib/local-nginx';
import { freePort } from '../../scripts/measure/lib/next-server';

/**
 * The example reverse-proxy configuration (deploy/nginx.conf), run by a real nginx in front of
 * a stand-in for the site's servers: its syntax is valid, it terminates TLS, keeps prerendered
 * pages and build files but never an answer the servers mark as not to be kept, passes /api
 * through, and serves cached pages while the servers are down.
 * Needs nginx (`NGINX_PATH`, /usr/sbin/nginx or on PATH) and openssl; `.ci/run` installs nginx.
 */
const nginx = findNginx();

/**
 * What the stand-in server answers, and what it was asked. Like the site's servers, it marks its
 * first answer for a prerendered page or file as not to be kept (compressed on the fly, before the
 * server holds its own compressed copy).
 */
class StandInServer {
  hits = new Map<string, number>();
  forwardedFor: string[] = [];
  port = 0;
  private server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://stand-in').pathname;
    this.hits.set(pathname, (this.hits.get(pathname) ?? 0) + 1);
    this.forwardedFor.push(String(request.headers['x-forwarded-for']));
    const prerendered = pathname === '/' || pathname.startsWith('/_next/static/');
    response.writeHead(200, {
      'content-type': pathname.endsWith('.js') ? 'text/javascript' : 'text/html',
      'cache-control': prerendered ? 's-maxage=31536000' : 'private, no-cache, no-store',
      ...(prerendered ? { 'x-nextjs-prerender': '1' } : {}),
      ...(prerendered && this.hits.get(pathname) === 1 ? { 'x-accel-expires': '0' } : {}),
    });
    response.end(`${pathname} #${this.hits.get(pathname)}`);
  });

  async start() {
    this.port = await freePort();
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.skipIf(!nginx)('deploy/nginx.conf', () => {
  const standIn = new StandInServer();
  let local: LocalNginx;
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    getThroughNginx(local.tlsPort, pathname, headers);

  beforeAll(async () => {
    await standIn.start();
    local = await prepareLocalNginx(nginx!, standIn.port);
  });

  afterAll(async () => {
    await standIn.stop().catch(() => undefined);
    await local?.dispose();
  });

  it('passes `nginx -t`', () => {
    expect(local.check()).toBe('ok');
  });

  it('serves over TLS, caches prerendered pages only, and passes /api through', async () => {
    await local.start();
    // A prerendered page or build file: the answer marked not to be kept is passed on (without
    // the mark) and asked again the next time; the next one is kept.
    for (const pathname of ['/', '/_next/static/chunks/app.js']) {
      const first = await get(pathname);
      expect(first.status).toBe(200);
      expect(first.headers['x-accel-expires']).toBeUndefined();
      await get(pathname);
      const again = await get(pathname);
      expect(again.headers['x-cache-status'], pathname).toBe('HIT');
      expect(again.body, pathname).toBe(`${pathname} #2`);
      expect(standIn.hits.get(pathname)).toBe(2);
    }

    // Someone who chose a language is always sent to a server (which may redirect them).
    expect((await get('/', { cookie: 'language=es' })).headers['x-cache-status']).toBe('BYPASS');
    expect(standIn.hits.get('/')).toBe(3);

    // Pages rendered per request (a cancel link) and the API are never kept.
    for (const pathname of ['/booking/cancel?token=abc', '/api/available-slots']) {
      await get(pathname);
      await get(pathname);
    }
    expect(standIn.hits.get('/booking/cancel')).toBe(2);
    expect(standIn.hits.get('/api/available-slots')).toBe(2);

    // The last X-Forwarded-For entry is the visitor's real address, whatever they claimed.
    await get('/api/health', { 'x-forwarded-for': '203.0.113.9' });
    expect(standIn.forwardedFor.at(-1)).toBe('203.0.113.9, 127.0.0.1');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const response = await fetch(`http://127.0.0.1:${local.plainPort}/about?x=1`, {
      redirect: 'manual',
      headers: { host: DEPLOYED_HOST },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://marlowe.studio/about?x=1');
  });

  it('keeps serving cached pages while every server is down', async () => {
    await standIn.stop();
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('/ #2');
    expect((await get('/api/available-slots')).status).toBe(502);
  });
});
