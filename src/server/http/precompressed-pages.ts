import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  LANGUAGE_STORAGE_KEY,
  defaultLocale,
  hasLocalePrefix,
  isLocale,
  localizedPath,
} from '@/i18n/routing';
import { preferredEncoding, type StoredEncoding } from './accept-encoding';
import { fileAddresses, isFileAddress } from './file-addresses';
import { resolvePageAddress } from './page-addresses';
import { hookServerEvents } from './server-events';

/**
 * Pages prerendered at build time, and the build's scripts and stylesheets, answered from memory,
 * compressed once. Next.js compresses every response again on every request, in gzip only, which
 * costs a busy page most of its serving time. The first request for a page or file goes to Next.js
 * as usual, while it is fetched once more from this server, uncompressed, and stored with the
 * status and headers Next.js sent (its policy, cache headers, ETag); later requests get that copy.
 * Unknown addresses, which robots ask for by the thousand, share the stored copy of their
 * language's 404 page. Anything whose answer could differ from the stored one goes to Next.js
 * unchanged.
 */
interface StoredResponse {
  /** 404 for the 404 pages, which the proxy serves with that status at any address. */
  status: number;
  /** As Next.js sent them, repeated ones included (`x-nextjs-prerender` comes twice). */
  headers: [name: string, value: string][];
  etag?: string;
  bodies: Record<StoredEncoding, Buffer>;
}

/** Headers that ask Next.js for something other than the page's HTML (RSC payloads, actions). */
const isRoutingHeader = (name: string) =>
  name === 'rsc' || name.startsWith('next-') || name.startsWith('x-middleware') || name === 'range';

/** Set per response by Node.js, by the encoding chosen here, or for a proxy in front. */
const perResponseHeaders = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'x-accel-expires',
]);

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The public addresses of the pages Next.js prerendered and never regenerates: English ones at
 * their unprefixed address, Spanish ones under /es.
 */
export function staticPagePaths(prerenderManifest: {
  routes: Record<string, { initialRevalidateSeconds?: number | false; dataRoute?: string | null }>;
}): Set<string> {
  const paths = new Set<string>();
  for (const [route, entry] of Object.entries(prerenderManifest.routes)) {
    // A page has RSC data; a route handler's answer (a share image, a vCard) has none.
    if (entry.initialRevalidateSeconds !== false || !entry.dataRoute) continue;
    const locale = route.split('/')[1];
    if (!isLocale(locale)) continue;
    if (locale !== defaultLocale) paths.add(route);
    else paths.add(route === `/${defaultLocale}` ? '/' : route.slice(defaultLocale.length + 1));
  }
  return paths;
}

/** The build's scripts and stylesheets under `distDir`, named by their content and never changed. */
export function staticAssetPaths(distDir: string): Set<string> {
  const files = fileAddresses(path.join(distDir, 'static'), '/_next/static');
  return new Set([...files].filter((address) => /\.(?:js|css)$/.test(address)));
}

/**
 * Paths made of plain segments only. Next.js redirects or normalizes others before the proxy sees
 * them (a trailing slash, dot segments, escapes), so those go to Next.js.
 */
const plainPath = /^(?:\/(?!\.\.?(?:\/|$))[\w.~-]+)+$/;

/**
 * The public path of the 404 page the proxy answers a GET of this address with; undefined for the
 * addresses it sends elsewhere (pages, files, API routes, Next.js's own) or that Next.js changes.
 */
export function notFoundPagePath(pathname: string, publicFiles: ReadonlySet<string>) {
  if (!plainPath.test(pathname) || pathname.startsWith('/api/') || pathname.startsWith('/_next/'))
    return undefined;
  if (isFileAddress(pathname, publicFiles)) return undefined;
  const address = resolvePageAddress(pathname);
  return address.found ? undefined : localizedPath(address.locale, address.page);
}

/** A plain GET or HEAD of a path, which a stored copy can answer. */
function isPlainRequest(request: http.IncomingMessage, pathname: string, url: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (url !== pathname) return false; // a query string (`_rsc`, tracking) goes to Next.js
  if (Object.keys(request.headers).some(isRoutingHeader)) return false;
  return !request.headers['content-length'] && !request.headers['transfer-encoding'];
}

/** The language cookie sends visitors to their language's address (the proxy's redirect). */
function keepsAddress(request: http.IncomingMessage, pathname: string): boolean {
  const cookie = request.headers.cookie;
  return hasLocalePrefix(pathname) || !cookie?.includes(`${LANGUAGE_STORAGE_KEY}=`);
}

function matchesEtag(request: http.IncomingMessage, etag: string | undefined): boolean {
  const condition = request.headers['if-none-match'];
  if (!condition || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return condition.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  stored: StoredResponse,
) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return false;
  if (stored.status === 200 && matchesEtag(request, stored.etag)) {
    response.writeHead(304, stored.headers.flat()).end();
    return true;
  }
  const body = stored.bodies[encoding];
  response.writeHead(stored.status, [
    ...stored.headers.flat(),
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(body.length),
  ]);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

function withAcceptEncoding(vary: string): string {
  const names = vary.split(',').map((name) => name.trim());
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding'))
    names.push('Accept-Encoding');
  return names.filter(Boolean).join(', ');
}

/** Whether Next.js's answer is the same for every request, so that one copy can serve them all. */
type Storable = (status: number, headers: http.IncomingHttpHeaders) => boolean;

const isPrerenderedPage: Storable = (status, headers) =>
  (status === 200 || status === 404) &&
  String(headers['x-nextjs-prerender']).startsWith('1') &&
  Boolean(headers['content-type']?.startsWith('text/html')) &&
  !String(headers['content-security-policy']).includes("'nonce-");

const isImmutableFile: Storable = (status, headers) =>
  status === 200 && String(headers['cache-control']).includes('immutable');

/** Fetches a page or file from this server, uncompressed; undefined unless it is `storable`. */
function fetchStatic(
  server: http.Server,
  pathname: string,
  host: string | undefined,
  storable: Storable,
) {
  const { port } = server.address() as AddressInfo;
  return new Promise<StoredResponse | undefined>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host, 'accept-encoding': 'identity' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const { headers } = response;
          const status = response.statusCode ?? 0;
          const stored =
            storable(status, headers) && !headers['content-encoding'] && !headers['set-cookie'];
          if (!stored) return resolve(undefined);
          void storedResponse(status, response.rawHeaders, Buffer.concat(chunks)).then(
            resolve,
            reject,
          );
        });
      },
    );
    request.on('error', reject);
  });
}

async function storedResponse(
  status: number,
  rawHeaders: string[],
  identity: Buffer,
): Promise<StoredResponse> {
  const headers: StoredResponse['headers'] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const [name, value] = [rawHeaders[i]!, rawHeaders[i + 1]!];
    const key = name.toLowerCase();
    if (perResponseHeaders.has(key)) continue;
    headers.push([name, key === 'vary' ? withAcceptEncoding(value) : value]);
  }
  if (!headers.some(([name]) => name.toLowerCase() === 'vary')) {
    headers.push(['Vary', 'Accept-Encoding']);
  }
  const etag = headers.find(([name]) => name.toLowerCase() === 'etag')?.[1];
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { status, headers, etag, bodies: { identity, br, gzip: gz } };
}

let installed = false;

/** Installed once at server start (instrumentation); does nothing without a production build. */
export function servePrecompressedPages(distDir = path.join(process.cwd(), '.next')): void {
  const manifestFile = path.join(distDir, 'prerender-manifest.json');
  if (installed || process.env.NODE_ENV !== 'production' || !existsSync(manifestFile)) return;
  installed = true;
  const staticPaths = staticPagePaths(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const staticAssets = staticAssetPaths(distDir);
  const publicFiles = fileAddresses(path.join(process.cwd(), 'public'));
  const store = new Map<string, StoredResponse | 'fetching' | 'dynamic'>();

  /**
   * The page or file whose stored copy answers this request: itself, or the 404 page the proxy
   * shows at this address.
   */
  const storedPath = (request: http.IncomingMessage, pathname: string) => {
    if (staticAssets.has(pathname)) return pathname;
    if (!keepsAddress(request, pathname)) return undefined;
    return staticPaths.has(pathname) ? pathname : notFoundPagePath(pathname, publicFiles);
  };

  hookServerEvents({
    request(server, request, response) {
      const url = request.url ?? '/';
      const pathname = url.split('?', 1)[0] ?? url;
      if (!isPlainRequest(request, pathname, url)) return false;
      const target = storedPath(request, pathname);
      if (!target) return false;
      const stored = store.get(target);
      if (typeof stored === 'object') return send(request, response, stored);
      if (stored !== 'dynamic') {
        // Next.js compresses this answer on the fly, in gzip only. A caching proxy in front
        // (deploy/nginx.conf) must not keep it, or it would go on serving it in place of the
        // brotli copy stored here. nginx obeys this header and does not pass it on.
        response.setHeader('X-Accel-Expires', '0');
      }
      if (stored === undefined) {
        store.set(target, 'fetching');
        const storable = staticAssets.has(target) ? isImmutableFile : isPrerenderedPage;
        fetchStatic(server, target, request.headers.host, storable).then(
          (copy) => store.set(target, copy ?? 'dynamic'),
          () => store.delete(target), // tried again on the next request
        );
      }
      return false;
    },
  });
}
