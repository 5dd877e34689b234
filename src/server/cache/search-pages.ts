import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pagePath } from '@/config/navigation';
import { loadedArticles, onArticlesChange } from '@/content/blog/published';
import { locales, localizedPath, type Locale } from '@/i18n/routing';
import { env } from '@/server/env';
import { preferredEncoding } from '@/server/http/accept-encoding';
import { clientAddress, headerSource } from '@/server/http/client-address';
import { refuseEarly } from '@/server/http/early-refusal';
import { apiErrorMessage } from '@/server/http/locale';
import {
  fetchFromSelf,
  isPlainPageRequest,
  keepsAddress,
  storableHeaders,
} from '@/server/http/precompressed-pages';
import type { RequestHook } from '@/server/http/request-hook';
import { PageCache, type CachedPage } from './page-cache';
import { RenderAllowance } from './render-allowance';

const CACHE_BYTES = 4 * 1024 * 1024;
const CACHE_SECONDS = 3_600;
const RENDERS_PER_CLIENT = 30;
const RENDER_WINDOW_SECONDS = 60;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const searchPaths = new Map<string, Locale>(
  locales.map((locale) => [localizedPath(locale, pagePath.search), locale]),
);

// The page's own requests to this server, to render a copy, carry this and go to Next.js.
const RENDER_HEADER = 'x-marlowe-search-render';
const renderToken = randomBytes(18).toString('base64url');

const newNonce = () => randomBytes(18).toString('base64');

// A fresh nonce each time, or a page reflecting the query could run a script with a leaked one.
function renewedNonce(page: CachedPage): { headers: [string, string][]; body: Buffer } {
  if (!page.nonces.length) return page;
  const fresh = new Map(page.nonces.map((nonce) => [nonce, newNonce()]));
  const pattern = new RegExp(
    page.nonces.map((nonce) => nonce.replace(/[+/=]/g, '\\$&')).join('|'),
    'g',
  );
  const renew = (text: string) => text.replace(pattern, (nonce) => fresh.get(nonce)!);
  return {
    headers: page.headers.map(([name, value]) => [name, renew(value)]),
    body: Buffer.from(renew(page.body.toString('latin1')), 'latin1'),
  };
}

function encoded(body: Buffer, encoding: string | undefined): Promise<Buffer> {
  if (encoding === 'br') {
    return compressBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 2,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return encoding === 'gzip' ? compressGzip(body) : Promise.resolve(body);
}

async function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  page: CachedPage,
) {
  const { headers, body } = renewedNonce(page);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const content = await encoded(body, encoding);
  response.writeHead(page.status, [
    ...headers.flat(),
    ...(encoding === 'br' || encoding === 'gzip' ? ['Content-Encoding', encoding] : []),
    'Content-Length',
    String(content.length),
  ]);
  response.end(request.method === 'HEAD' ? undefined : content);
}

function refuse(
  response: http.ServerResponse,
  locale: Locale,
  status: 429 | 503,
  retryAfter: number,
) {
  const message = apiErrorMessage(locale, status === 429 ? 'rateLimited' : 'unavailable');
  refuseEarly(response, status, message, { 'Retry-After': String(retryAfter) });
}

interface Rendered {
  page: CachedPage;
  storable: boolean;
}

async function render(
  server: http.Server,
  request: http.IncomingMessage,
  url: string,
): Promise<Rendered> {
  const rendered = await fetchFromSelf(server, url, {
    host: request.headers.host,
    [RENDER_HEADER]: renderToken,
  });
  const headers = storableHeaders(rendered.rawHeaders);
  const policy = String(rendered.headers['content-security-policy'] ?? '');
  const nonces = [...policy.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]!);
  const storable =
    rendered.status === 200 &&
    !rendered.headers['set-cookie'] &&
    !rendered.headers['content-encoding'] &&
    Boolean(rendered.headers['content-type']?.startsWith('text/html'));
  return { page: { status: rendered.status, headers, body: rendered.body, nonces }, storable };
}

interface SearchRequest {
  locale: Locale;
  url: string;
  // Answered alike for everyone, so a cached copy will do.
  plain: boolean;
}

function searchRequest(request: http.IncomingMessage): SearchRequest | undefined {
  const method = request.method;
  if ((method !== 'GET' && method !== 'HEAD') || !request.url?.startsWith('/')) return undefined;
  // As Next.js reads it: `/./search` and `/es/../search` are the search page too.
  const { pathname, search, searchParams } = new URL(`http://localhost${request.url}`);
  const locale = searchPaths.get(pathname);
  // Without a query the page searches nothing, and every page's header link prefetches it.
  if (!locale || !searchParams.get('q')?.trim()) return undefined;
  const plain = isPlainPageRequest(request) && keepsAddress(request, pathname);
  return { locale, url: `${pathname}${search}`, plain };
}

export function searchPages(): RequestHook | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const cache = new PageCache(CACHE_BYTES, CACHE_SECONDS * 1000);
  const allowance = new RenderAllowance(RENDERS_PER_CLIENT, RENDER_WINDOW_SECONDS * 1000);
  const rendering = new Map<string, Promise<Rendered>>();
  // Results and suggestions name articles: a change makes every copy stale.
  onArticlesChange(() => cache.clear());

  const renderOnce = (server: http.Server, request: http.IncomingMessage, url: string) => {
    let pending = rendering.get(url);
    if (!pending) {
      const articles = loadedArticles();
      pending = render(server, request, url);
      rendering.set(url, pending);
      void pending
        .then(
          ({ page, storable }) => storable && loadedArticles() === articles && cache.set(url, page),
          () => undefined,
        )
        .finally(() => rendering.delete(url));
    }
    return pending;
  };

  return (server, request, response) => {
    if (request.headers[RENDER_HEADER] === renderToken) {
      delete request.headers[RENDER_HEADER];
      return false;
    }
    const target = searchRequest(request);
    if (!target) return false;
    const { locale, url, plain } = target;
    const cached = plain ? cache.get(url) : undefined;
    if (cached) {
      void send(request, response, cached).catch(() => response.destroy());
      return true;
    }
    if (!(plain && rendering.has(url))) {
      const client = clientAddress({ headers: headerSource(request) }, env.TRUST_PROXY);
      const wait = allowance.take(client);
      if (wait > 0) {
        refuse(response, locale, 429, Math.ceil(wait / 1000));
        return true;
      }
    }
    if (!plain) return false;
    renderOnce(server, request, url)
      .then(
        ({ page }) => send(request, response, page),
        () => refuse(response, locale, 503, 5),
      )
      .catch(() => response.destroy());
    return true;
  };
}
