import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { putSessionCookie, SESSION_COOKIE } from '../../../e2e/support/desk';

const root = path.resolve(__dirname, '..', '..', '..');

/** A server whose desk has an owner: opened on localhost, where passkeys work over http. */
export interface DeskServer {
  origin: string;
  dataDir: string;
  session: string;
}

export async function signInOwner(port: number, dataDir: string): Promise<DeskServer> {
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(__dirname, 'desk-sign-in.ts')],
    { cwd: root, env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir } },
  );
  return { origin: `http://localhost:${port}`, dataDir, session: stdout.trim() };
}

/** A request as the desk's own scripts send it: signed in, from the desk's origin. */
export async function deskRequest(server: DeskServer, address: string, init: RequestInit = {}) {
  const response = await fetch(`${server.origin}${address}`, {
    ...init,
    headers: {
      cookie: `${SESSION_COOKIE}=${server.session}`,
      origin: server.origin,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) {
    throw new Error(`${address} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

export const signedIn = (server: DeskServer) => (page: Page) =>
  putSessionCookie(page, server.session);

// Long enough for the slowest step (a confirmation link opened and its button pressed).
const SAFE_MS = 10_000;

/**
 * Runs the same work on every server at once, clear of a minute's turn: the desk shows times to
 * the minute, so records made together read the same on each.
 */
export async function inStep<T>(
  servers: readonly DeskServer[],
  work: (server: DeskServer, index: number) => Promise<T>,
): Promise<T[]> {
  const toNextMinute = 60_000 - (Date.now() % 60_000);
  if (toNextMinute < SAFE_MS) await new Promise((resolve) => setTimeout(resolve, toNextMinute));
  return Promise.all(servers.map(work));
}
