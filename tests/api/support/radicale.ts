import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const PYTHON = '/usr/bin/python3';

/**
 * Debian's Radicale, when installed: the tests that need it are skipped without it, except in
 * continuous integration, which installs it, so that a missing one fails there.
 */
export const hasRadicale =
  existsSync('/usr/lib/python3/dist-packages/radicale') || Boolean(process.env.CI);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Radicale {
  /** The server's address, through a front that counts the changes it is sent. */
  url: string;
  /** Each PUT and DELETE the server carried out, as `METHOD /path`, in order. */
  changes: string[];
  user: string;
  password: string;
  folder: string;
  /** Another password for the same user, as when the owner revokes an app password. */
  setPassword(password: string): Promise<void>;
  /** Creates a calendar and answers its address. */
  makeCalendar(name: string): Promise<string>;
  put(calendarUrl: string, uid: string, body: string): Promise<void>;
  request(url: string, method?: string): Promise<Response>;
  stop(): Promise<void>;
  start(): Promise<void>;
  closeFront(): Promise<void>;
}

/** A CalDAV server of its own on a loopback port, in a temporary folder. */
export async function startRadicale(
  user = 'studio',
  password = 'app-password-1',
): Promise<Radicale> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-radicale-'));
  const port = await freePort();
  const users = path.join(folder, 'users');
  const config = path.join(folder, 'config');
  await writeFile(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${users}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${path.join(folder, 'collections')}`,
      '[rights]',
      'type = owner_only',
      '[logging]',
      'level = warning',
    ].join('\n'),
  );
  const setPassword = (next: string) => writeFile(users, `${user}:${next}\n`);
  await setPassword(password);
  const direct = `http://127.0.0.1:${port}/`;
  const front = await countingFront(port);
  const url = front.url;
  let child: ChildProcess | undefined;
  const auth = () => `Basic ${Buffer.from(`${user}:${current.password}`).toString('base64')}`;
  const current = { password };

  const start = async () => {
    child = spawn(PYTHON, ['-m', 'radicale', '--config', config], { stdio: 'ignore' });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await fetch(direct);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error('Radicale did not start');
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const request = (target: string, method = 'GET', body?: string, headers = {}) =>
    fetch(target, { method, body, headers: { authorization: auth(), ...headers } });

  await start();
  return {
    url,
    changes: front.changes,
    user,
    password,
    folder,
    async setPassword(next) {
      await setPassword(next);
      current.password = next;
    },
    async makeCalendar(name) {
      const address = `${url}${user}/${name}/`;
      const response = await request(address, 'MKCALENDAR');
      if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}`);
      return address;
    },
    async put(calendarUrl, uid, body) {
      const response = await request(`${calendarUrl}${uid}.ics`, 'PUT', body, {
        'content-type': 'text/calendar; charset=utf-8',
      });
      if (response.status >= 300) throw new Error(`PUT answered ${response.status}`);
    },
    request: (target, method) => request(target, method),
    stop,
    start,
    closeFront: front.close,
  };
}

// Passes every request on; while the server is down, the connection drops as it would unfronted.
async function countingFront(port: number) {
  const changes: string[] = [];
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        const change = request.method === 'PUT' || request.method === 'DELETE';
        if (change && (answer.statusCode ?? 500) < 300) {
          changes.push(`${request.method} ${decodeURIComponent(request.url ?? '')}`);
        }
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.socket?.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: frontPort } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${frontPort}/`,
    changes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function removeRadicale(radicale: Radicale): Promise<void> {
  await radicale.stop();
  await radicale.closeFront();
  await rm(radicale.folder, { recursive: true, force: true });
}
