import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { publicDeskApis, publicDeskPages, SESSION_COOKIE } from '@/config/desk';
import { startSession } from '@/features/studio/auth/server/sessions-repository';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import { studioPasskeys, studioSessions } from '@/server/db/schema';
import { newClientAddress, SITE } from './support/requests';
import { backends, databaseForSuite } from './support/test-database';

// Every desk page and API found on disk answers only with a valid session: a route added without
// the guard fails here.

const request = vi.hoisted(() => ({ cookie: undefined as string | undefined, path: '' }));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      name === '__Host-studio-session' && request.cookie ? { value: request.cookie } : undefined,
    has: (name: string) => name === '__Host-studio-session' && Boolean(request.cookie),
  }),
  headers: async () => new Headers({ 'x-marlowe-desk-path': request.path }),
}));

const appDir = path.resolve(__dirname, '..', '..', 'src', 'app');
const ID = '00000000-0000-4000-8000-000000000000';

interface RouteFile {
  file: string;
  // Without the language prefix; `url` has the `[param]` segments filled in.
  address: string;
  url: string;
  params: Record<string, string>;
}

function routeFiles(dir: string, name: string, prefix: string, address = ''): RouteFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) {
      if (entry.name !== name) return [];
      const url = prefix + address.replace(/\[[^\]]+\]/g, ID);
      return [{ file: full, address: prefix + address, url, params: paramsOf(full) }];
    }
    if (entry.name.startsWith('(') || entry.name === '[locale]') {
      return routeFiles(full, name, prefix, address);
    }
    return routeFiles(full, name, prefix, `${address}/${entry.name}`);
  });
}

function paramsOf(file: string): Record<string, string> {
  const names = [...path.relative(appDir, file).matchAll(/\[(?!locale\])(?:\.\.\.)?(\w+)\]/g)];
  return Object.fromEntries(names.map(([, param]) => [param!, ID]));
}

const pages = routeFiles(path.join(appDir, '(studio)'), 'page.tsx', '');
const apis = routeFiles(path.join(appDir, 'api', 'studio'), 'route.ts', '/api/studio');
const guardedPages = pages.filter(({ address }) => !publicDeskPages.includes(address));
const guardedApis = apis.filter(({ address }) => !publicDeskApis.includes(address));

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request, context: { params: Promise<object> }) => Promise<Response>;
type Page = (props: { params: Promise<object>; searchParams: Promise<object> }) => unknown;

async function redirectOf(render: () => unknown): Promise<string | undefined> {
  try {
    await render();
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2];
    throw error;
  }
  return undefined;
}

describe('the desk routes found on disk', () => {
  it('include the guarded and public pages and APIs, and every public one exists', () => {
    expect(guardedPages.map((page) => page.address)).toContain('/studio/security');
    expect(guardedApis.map((api) => api.address)).toContain('/api/studio/security/sign-out');
    expect(pages.map((page) => page.address)).toEqual(expect.arrayContaining([...publicDeskPages]));
    expect(apis.map((api) => api.address)).toEqual(expect.arrayContaining([...publicDeskApis]));
  });
});

describe.each(backends.embedded)('the desk without a valid session on %s', (backend) => {
  const database = databaseForSuite(backend);
  const now = Date.now();
  const tokens: Record<string, string | undefined> = {
    'no session': undefined,
    'a garbage cookie': 'not-a-session-token',
    'a session idle for 13 hours': undefined,
    'a session past its 30 days': undefined,
  };

  beforeAll(async () => {
    const { db } = database().handle;
    const [passkey] = await db
      .insert(studioPasskeys)
      .values({ credentialId: 'guard-test', publicKey: 'key', name: 'Laptop' })
      .returning();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    const idle = await startSession(db, { passkeyId: passkey!.id, userAgent: '', now: at(13) });
    tokens['a session idle for 13 hours'] = idle.token;
    // Signed in 31 days ago, used a minute ago.
    const old = await startSession(db, { passkeyId: passkey!.id, userAgent: '', now: at(31 * 24) });
    await db
      .update(studioSessions)
      .set({ lastSeenAt: at(0.02) })
      .where(eq(studioSessions.id, old.sessionId));
    tokens['a session past its 30 days'] = old.token;
  });

  describe.each(Object.keys(tokens))('with %s', (state) => {
    it.each(guardedPages.map((page) => [page.address, page] as const))(
      'page %s sends the visitor to sign-in, in their language',
      async (_address, page) => {
        request.cookie = tokens[state];
        const { default: render } = (await import(page.file)) as { default: Page };
        for (const locale of ['en', 'es']) {
          const prefix = locale === 'es' ? '/es' : '';
          request.path = `${prefix}${page.url}`;
          const props = {
            params: Promise.resolve({ locale, ...page.params }),
            searchParams: Promise.resolve({}),
          };
          expect(await redirectOf(() => render(props))).toBe(
            `${prefix}/studio/sign-in?next=${encodeURIComponent(request.path)}`,
          );
        }
      },
    );

    it.each(guardedApis.map((api) => [api.address, api] as const))(
      'API %s answers 401 with a message for every method it has',
      async (_address, api) => {
        const routeModule = (await import(api.file)) as Partial<Record<string, Handler>>;
        const handlers = methods.filter((method) => routeModule[method]);
        expect(handlers.length).toBeGreaterThan(0);
        for (const method of handlers) {
          const token = tokens[state];
          const response = await routeModule[method]!(
            new Request(`${SITE}${api.url}`, {
              method,
              headers: {
                [PEER_ADDRESS_HEADER]: newClientAddress(),
                ...(method === 'GET' ? {} : { origin: SITE, 'content-type': 'application/json' }),
                ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
              },
              body: method === 'GET' ? undefined : '{}',
            }),
            { params: Promise.resolve(api.params) },
          );
          expect(response.status, `${method} ${api.address}`).toBe(401);
          const body = (await response.json()) as { message?: unknown };
          expect(body.message).toBe('Please sign in to the desk.');
        }
      },
    );
  });
});
