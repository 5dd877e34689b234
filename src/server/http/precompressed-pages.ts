import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
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
import type { RequestHook } from './request-hook';

// Next.js gzips every response anew; prerendered pages and assets are compressed once here.
export interface StoredResponse {
  status: number;
  // Repeated names are kept: `x-nextjs-prerender` comes twice.
  headers: [name: string, value: string][];
  etag?: string;
  // Clients that take neither are rare: theirs is unpacked from the gzip copy when asked.
  bodies: Record<Exclude<StoredEncoding, 'identity'>, Buffer>;
}

const isRoutingHeader = (name: string) =>
  name === 'rsc' || name.startsWith('next-') || name.startsWith('x-middleware') || name === 'range';

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

function staticPagePaths(prerenderManifest: {
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

export function staticAssetPaths(distDir: string): Set<string> {
  const files = fileAddresses(path.join(distDir, 'static'), '/_next/static');
  return new Set([...files].filter((address) => /\.(?:js|css)$/.test(address)));
}

// Next.js redirects or normalizes other paths (trailing slash, dot segments, escapes) first.
const plainPath = /^(?:\/(?!\.\.?(?:\/|$))[\w.~-]+)+$/;

export function notFoundPagePath(pathname: string, publicFiles: ReadonlySet<string>) {
  if (!plainPath.test(pathname) || pathname.startsWith('/api/') || pathname.startsWith('/_next/'))
    return undefined;
  if (isFileAddress(pathname, publicFiles)) return undefined;
  const address = resolvePageAddress(pathname);
  return address.found ? undefined : localizedPath(address.locale, address.page);
}

// A GET or HEAD for a page's HTML, which Next.js answers the same way whatever the headers.
export function isPlainPageRequest(request: http.IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (Object.keys(request.headers).some(isRoutingHeader)) return false;
  return !request.headers['content-length'] && !request.headers['transfer-encoding'];
}

// The proxy redirects a visitor with a language cookie to their language's address.
export function keepsAddress(request: http.IncomingMessage, pathname: string): boolean {
  const cookie = request.headers.cookie;
  return hasLocalePrefix(pathname) || !cookie?.includes(`${LANGUAGE_STORAGE_KEY}=`);
}

function matchesEtag(request: http.IncomingMessage, etag: string | undefined): boolean {
  const condition = request.headers['if-none-match'];
  if (!condition || !etag) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return condition.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

export function send(
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
  const body = encoding === 'identity' ? gunzipSync(stored.bodies.gzip) : stored.bodies[encoding];
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

type Storable = (status: number, headers: http.IncomingHttpHeaders) => boolean;

const isPrerenderedPage: Storable = (status, headers) =>
  (status === 200 || status === 404) &&
  String(headers['x-nextjs-prerender']).startsWith('1') &&
  Boolean(headers['content-type']?.startsWith('text/html')) &&
  !String(headers['content-security-policy']).includes("'nonce-");

const isImmutableFile: Storable = (status, headers) =>
  status === 200 && String(headers['cache-control']).includes('immutable');

async function fetchStatic(
  server: http.Server,
  pathname: string,
  host: string | undefined,
  storable: Storable,
): Promise<StoredResponse | undefined> {
  const { status, headers, rawHeaders, body } = await fetchFromSelf(server, pathname, { host });
  const stored =
    storable(status, headers) && !headers['content-encoding'] && !headers['set-cookie'];
  return stored ? storedResponse(status, rawHeaders, body) : undefined;
}

export interface SelfResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

export function fetchFromSelf(
  server: http.Server,
  address: string,
  headers: http.OutgoingHttpHeaders,
): Promise<SelfResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: address,
        headers: { ...headers, 'accept-encoding': 'identity' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

// Next.js's headers but those set per response, with `Vary: Accept-Encoding`.
export function storableHeaders(rawHeaders: string[]): [name: string, value: string][] {
  const headers: [name: string, value: string][] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const [name, value] = [rawHeaders[i]!, rawHeaders[i + 1]!];
    const key = name.toLowerCase();
    if (perResponseHeaders.has(key)) continue;
    headers.push([name, key === 'vary' ? withAcceptEncoding(value) : value]);
  }
  if (!headers.some(([name]) => name.toLowerCase() === 'vary')) {
    headers.push(['Vary', 'Accept-Encoding']);
  }
  return headers;
}

export async function storedResponse(
  status: number,
  rawHeaders: string[],
  identity: Buffer,
): Promise<StoredResponse> {
  const headers = storableHeaders(rawHeaders);
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
  return { status, headers, etag, bodies: { br, gzip: gz } };
}

export function precompressedPages(
  distDir = path.join(process.cwd(), '.next'),
): RequestHook | undefined {
  const manifestFile = path.join(distDir, 'prerender-manifest.json');
  if (process.env.NODE_ENV !== 'production' || !existsSync(manifestFile)) return undefined;
  const staticPaths = staticPagePaths(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const staticAssets = staticAssetPaths(distDir);
  const publicFiles = fileAddresses(path.join(process.cwd(), 'public'));
  const store = new Map<string, StoredResponse | 'fetching' | 'dynamic'>();

  const storedPath = (request: http.IncomingMessage, pathname: string) => {
    if (staticAssets.has(pathname)) return pathname;
    if (!keepsAddress(request, pathname)) return undefined;
    return staticPaths.has(pathname) ? pathname : notFoundPagePath(pathname, publicFiles);
  };

  return (server, request, response) => {
    const url = request.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? url;
    if (url !== pathname || !isPlainPageRequest(request)) return false;
    const target = storedPath(request, pathname);
    if (!target) return false;
    const stored = store.get(target);
    if (typeof stored === 'object') return send(request, response, stored);
    if (stored !== 'dynamic') {
      // Keeps a caching proxy from storing Next.js's gzip-only answer; nginx consumes this header.
      response.setHeader('X-Accel-Expires', '0');
    }
    if (stored === undefined) {
      store.set(target, 'fetching');
      const storable = staticAssets.has(target) ? isImmutableFile : isPrerenderedPage;
      fetchStatic(server, target, request.headers.host, storable).then(
        (copy) => store.set(target, copy ?? 'dynamic'),
        () => store.delete(target),
      );
    }
    return false;
  };
}
