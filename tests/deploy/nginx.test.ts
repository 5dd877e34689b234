import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/next-server';

/**
 * The example reverse-proxy configuration (deploy/nginx.conf), run by a real nginx in front of
 * a stand-in for the site's servers: its syntax is valid, it terminates TLS, keeps prerendered
 * pages and nothing else, passes /api through, and serves cached pages while the servers are down.
 * Needs nginx (`NGINX_PATH`, /usr/sbin/nginx or on PATH) and openssl; `.ci/run` installs nginx.
 */
function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const nginx = findNginx();

/** What the stand-in server answers, and what it was asked. */
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

function replaceAll(text: string, pattern: RegExp, replacement: string): string {
  expect(text, `deploy/nginx.conf no longer matches ${pattern}`).toMatch(pattern);
  return text.replace(pattern, replacement);
}

describe.skipIf(!nginx)('deploy/nginx.conf', () => {
  const standIn = new StandInServer();
  let directory: string;
  let mainConfig: string;
  let tlsPort: number;
  let plainPort: number;
  let running: ChildProcess | undefined;

  function get(
    pathname: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const request = https.get(
        {
          host: '127.0.0.1',
          port: tlsPort,
          path: pathname,
          servername: 'marlowe.studio',
          rejectUnauthorized: false,
          agent: false,
          headers: { host: 'marlowe.studio', ...headers },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
    });
  }

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-nginx-'));
    await chmod(directory, 0o755);
    await standIn.start();
    [tlsPort, plainPort] = [await freePort(), await freePort()];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=marlowe.studio',
        '-keyout',
        path.join(directory, 'privkey.pem'),
        '-out',
        path.join(directory, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cacheDirectory = path.join(directory, 'cache');
    await mkdir(cacheDirectory, { mode: 0o777 });

    let site = await readFile(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
    site = replaceAll(site, /^\s*server 10\.0\.0\.\d+:3000 .*$\n/gm, '');
    site = replaceAll(
      site,
      /keepalive 32;/,
      `server 127.0.0.1:${standIn.port};\n    keepalive 32;`,
    );
    site = replaceAll(site, /\/etc\/letsencrypt\/live\/marlowe\.studio/g, directory);
    site = replaceAll(site, /\/var\/cache\/nginx\/marlowe/, cacheDirectory);
    site = replaceAll(site, /^\s*listen \[::\].*$\n/gm, '');
    site = replaceAll(site, /listen 443 ssl http2;/g, `listen 127.0.0.1:${tlsPort} ssl http2;`);
    site = replaceAll(site, /listen 80;/, `listen 127.0.0.1:${plainPort};`);

    const temporary = (name: string) => path.join(directory, name);
    mainConfig = temporary('nginx.conf');
    await writeFile(
      mainConfig,
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        `pid ${temporary('nginx.pid')};`,
        `error_log ${temporary('error.log')} warn;`,
        'events {}',
        'http {',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${temporary(`${kind}-temp`)};`,
        ),
        site,
        '}',
      ].join('\n'),
    );
  });

  afterAll(async () => {
    running?.kill('SIGTERM');
    await standIn.stop().catch(() => undefined);
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('passes `nginx -t`', () => {
    const check = (() => {
      try {
        execFileSync(
          nginx!,
          ['-t', '-q', '-p', directory, '-c', mainConfig, '-e', path.join(directory, 'error.log')],
          {
            encoding: 'utf8',
            stdio: 'pipe',
          },
        );
        return 'ok';
      } catch (error) {
        return String((error as { stderr?: string }).stderr ?? error);
      }
    })();
    expect(check).toBe('ok');
  });

  it('serves over TLS, caches prerendered pages only, and passes /api through', async () => {
    running = spawn(
      nginx!,
      [
        '-p',
        directory,
        '-c',
        mainConfig,
        '-e',
        path.join(directory, 'error.log'),
        '-g',
        'daemon off;',
      ],
      {
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        () =>
          get('/').then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBe(200);

    // A prerendered page: fetched once from the servers, then from the cache.
    const again = await get('/');
    expect(again.headers['x-cache-status']).toBe('HIT');
    expect(standIn.hits.get('/')).toBe(1);

    // Someone who chose a language is always sent to a server (which may redirect them).
    expect((await get('/', { cookie: 'language=es' })).headers['x-cache-status']).toBe('BYPASS');
    expect(standIn.hits.get('/')).toBe(2);

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
    const response = await fetch(`http://127.0.0.1:${plainPort}/about?x=1`, {
      redirect: 'manual',
      headers: { host: 'marlowe.studio' },
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://marlowe.studio/about?x=1');
  });

  it('keeps serving cached pages while every server is down', async () => {
    await standIn.stop();
    const answer = await get('/');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('/ #1');
    expect((await get('/api/available-slots')).status).toBe(502);
  });
});
