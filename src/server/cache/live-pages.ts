import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { completeScriptIntegrity } from '../../../scripts/build/subresource-integrity.mjs';
import { inlineScriptHashes, inlineStyleHashes } from '../../../scripts/build/inline-hashes.mjs';
import { moveStyleAttributes } from '../../../scripts/build/inline-styles.mjs';
import { linkedPagePath, pagePath } from '@/config/navigation';
import { loadedArticles, onArticlesChange } from '@/content/blog/published';
import { locales, localizedPath, pathWithoutLocale } from '@/i18n/routing';
import { preferredEncoding } from '@/server/http/accept-encoding';
import {
  fetchFromSelf,
  isPlainPageRequest,
  keepsAddress,
  send,
  storedResponse,
  type StoredResponse,
} from '@/server/http/precompressed-pages';
import { pageContentSecurityPolicy } from '@/server/http/security-headers';
import type { RequestHook } from '@/server/http/request-hook';
import { isLiveRender, LIVE_RENDER_HEADER, liveRenderToken } from './live-render';

// Pages made from the articles are rendered once and served like prerendered ones; a change drops them.
type Kind = 'page' | 'file' | 'preview';

// Asked again each time (an ETag makes that cheap): a change reaches every visitor at once.
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

const livePagePaths = new Set<string>([pagePath.home, pagePath.blog, pagePath.seoDashboard]);
const articleAddress = new RegExp(`^${pagePath.blog}/([^/]+)(/opengraph-image)?$`);
const previewAddress = new RegExp(`^${linkedPagePath.articlePreview}/[\\w-]{20,64}$`);

const liveFiles = new Set(
  locales.flatMap((locale) => [
    localizedPath(locale, `${pagePath.blog}/rss.xml`),
    `/api/search-index/${locale}`,
  ]),
);

export function liveKind(pathname: string): Kind | undefined {
  if (liveFiles.has(pathname)) return 'file';
  const page = pathWithoutLocale(pathname);
  if (livePagePaths.has(page)) return 'page';
  if (previewAddress.test(page)) return 'preview';
  const article = articleAddress.exec(page);
  if (!article) return undefined;
  const published = loadedArticles();
  if (published && !published.articles.some(({ slug }) => slug === article[1])) return undefined;
  return article[2] ? 'file' : 'page';
}

const integrities = new Map<string, Promise<string>>();

function integrityFor(url: string): Promise<string> {
  let integrity = integrities.get(url);
  if (!integrity) {
    const file = path.join(process.cwd(), '.next', url.slice('/_next/'.length).split('?')[0]!);
    integrity = readFile(file).then(
      (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`,
    );
    integrities.set(url, integrity);
  }
  return integrity;
}

export async function asPrerendered(html: string): Promise<{ html: string; policy: string }> {
  let page = (await completeScriptIntegrity(html, integrityFor)).html;
  page = moveStyleAttributes(page).html;
  return {
    html: page,
    policy: pageContentSecurityPolicy({
      script: inlineScriptHashes(page),
      style: inlineStyleHashes(page),
    }),
  };
}

function withHeaders(rawHeaders: string[], replaced: Record<string, string>): string[] {
  const names = new Set(Object.keys(replaced).map((name) => name.toLowerCase()));
  const kept: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (!names.has(rawHeaders[i]!.toLowerCase())) kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return [...kept, ...Object.entries(replaced).flat()];
}

interface Rendered {
  response: StoredResponse;
  keep: boolean;
}

async function render(
  server: http.Server,
  pathname: string,
  host: string | undefined,
  kind: Kind,
): Promise<Rendered> {
  const answer = await fetchFromSelf(server, pathname, {
    host,
    [LIVE_RENDER_HEADER]: liveRenderToken(),
  });
  const html = Boolean(answer.headers['content-type']?.startsWith('text/html'));
  const keep =
    kind !== 'preview' &&
    answer.status === 200 &&
    !answer.headers['set-cookie'] &&
    !answer.headers['content-encoding'];
  let body = answer.body;
  const replaced: Record<string, string> = {};
  if (html) {
    const page = await asPrerendered(body.toString('utf8'));
    body = Buffer.from(page.html);
    replaced['Content-Security-Policy'] = page.policy;
  }
  if (kind === 'preview') {
    replaced['Cache-Control'] = 'private, no-store';
  } else if (answer.status === 200) {
    replaced['Cache-Control'] = CACHE_CONTROL;
    replaced.ETag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  }
  const rawHeaders = withHeaders(answer.rawHeaders, replaced);
  return { response: await storedResponse(answer.status, rawHeaders, body), keep };
}

export function livePages(): RequestHook | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const store = new Map<string, { version: number; response: StoredResponse }>();
  const rendering = new Map<string, Promise<Rendered>>();
  onArticlesChange(() => store.clear());

  const renderOnce = (
    server: http.Server,
    request: http.IncomingMessage,
    pathname: string,
    kind: Kind,
    version: number,
  ) => {
    const key = `${version}:${pathname}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(server, pathname, request.headers.host, kind);
      rendering.set(key, pending);
      void pending
        .then(({ response, keep }) => {
          // A copy made while the articles changed is not kept: it may show the old ones.
          if (keep && loadedArticles()?.version === version)
            store.set(pathname, { version, response });
        })
        .catch(() => undefined)
        .finally(() => rendering.delete(key));
    }
    return pending.then(({ response }) => response);
  };

  return (server, request, response) => {
    if (isLiveRender(request.headers[LIVE_RENDER_HEADER] as string | undefined)) return false;
    const url = request.url ?? '/';
    // These pages read no query: `?utm_source=…` gets the same copy.
    const pathname = url.split('?', 1)[0] ?? url;
    if (!isPlainPageRequest(request) || !keepsAddress(request, pathname)) return false;
    // Left to Next.js: clients taking no stored encoding, and requests before the articles are read.
    const articles = loadedArticles();
    const kind = articles && liveKind(pathname);
    if (!kind) return false;
    if (!preferredEncoding(request.headers['accept-encoding'])) return false;
    const stored = store.get(pathname);
    if (stored && stored.version === articles.version) {
      return send(request, response, stored.response);
    }
    renderOnce(server, request, pathname, kind, articles.version)
      .then((rendered) => send(request, response, rendered))
      .catch(() => {
        if (!response.headersSent) response.writeHead(503, { 'Retry-After': '5' });
        response.end();
      });
    return true;
  };
}
