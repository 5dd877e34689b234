import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './next-server';

/** The host deploy/nginx.conf serves; requests to the local copy name it. */
export const DEPLOYED_HOST = 'marlowe.studio';

export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface LocalNginx {
  /** HTTPS (HTTP/2) and plain HTTP ports on 127.0.0.1. */
  tlsPort: number;
  plainPort: number;
  /** `nginx -t` on the configuration: 'ok', or what nginx objected to. */
  check(): string;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

function replaceAll(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}`);
  return text.replace(pattern, replacement);
}

/** GET through the local nginx as a visitor of the deployed host would (self-signed certificate). */
export function getThroughNginx(
  tlsPort: number,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port: tlsPort,
        path: pathname,
        servername: DEPLOYED_HOST,
        rejectUnauthorized: false,
        agent: false,
        headers: { host: DEPLOYED_HOST, ...headers },
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

async function writeConfig(
  directory: string,
  upstreamPort: number,
  tlsPort: number,
  plainPort: number,
): Promise<string> {
  // nginx's workers run as another user when started as root: they must reach the files.
  await chmod(directory, 0o755);
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
      `/CN=${DEPLOYED_HOST}`,
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
  site = replaceAll(site, /keepalive 32;/, `server 127.0.0.1:${upstreamPort};\n    keepalive 32;`);
  site = replaceAll(site, /\/etc\/letsencrypt\/live\/marlowe\.studio/g, directory);
  site = replaceAll(site, /\/var\/cache\/nginx\/marlowe/, cacheDirectory);
  site = replaceAll(site, /^\s*listen \[::\].*$\n/gm, '');
  site = replaceAll(site, /listen 443 ssl http2;/g, `listen 127.0.0.1:${tlsPort} ssl http2;`);
  site = replaceAll(site, /listen 80;/, `listen 127.0.0.1:${plainPort};`);

  const inDirectory = (name: string) => path.join(directory, name);
  const mainConfig = inDirectory('nginx.conf');
  await writeFile(
    mainConfig,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      `pid ${inDirectory('nginx.pid')};`,
      `error_log ${inDirectory('error.log')} warn;`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${inDirectory(`${kind}-temp`)};`,
      ),
      site,
      '}',
    ].join('\n'),
  );
  return mainConfig;
}

// deploy/nginx.conf as it is, on loopback ports with a self-signed certificate; needs openssl.
export async function prepareLocalNginx(nginx: string, upstreamPort: number): Promise<LocalNginx> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-nginx-'));
  const [tlsPort, plainPort] = [await freePort(), await freePort()];
  let mainConfig: string;
  try {
    mainConfig = await writeConfig(directory, upstreamPort, tlsPort, plainPort);
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const errorLog = path.join(directory, 'error.log');
  const baseArgs = ['-p', directory, '-c', mainConfig, '-e', errorLog];
  let running: ChildProcess | undefined;
  return {
    tlsPort,
    plainPort,
    check() {
      try {
        execFileSync(nginx, ['-t', '-q', ...baseArgs], { encoding: 'utf8', stdio: 'pipe' });
        return 'ok';
      } catch (error) {
        return String((error as { stderr?: string }).stderr ?? error);
      }
    },
    async start() {
      running = spawn(nginx, [...baseArgs, '-g', 'daemon off;'], { stdio: 'ignore' });
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          await getThroughNginx(tlsPort, '/api/health');
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    async dispose() {
      running?.kill('SIGTERM');
      await rm(directory, { recursive: true, force: true });
    },
  };
}
