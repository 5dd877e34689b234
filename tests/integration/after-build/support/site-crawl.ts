import { JSDOM } from 'jsdom';
import { siteUrl } from '../../../../e2e/support/site';
import { read } from './served-pages';

/** One internal reference found on a page: a link, an image or a head link (icon, feed, share image). */
export interface FoundReference {
  url: string;
  kind: 'link' | 'image';
}

/** What a visit to a page found: its element ids, and every internal link and image on it. */
interface PageScan {
  ids: string[];
  references: FoundReference[];
}

export interface CrawlProblem {
  url: string;
  problem: string;
  foundOn: string[];
}

/** Reads a page's document: ids, anchors, images (with srcset), head links and share images. */
function scanDocument(document: Document): PageScan {
  const references: FoundReference[] = [];
  const add = (url: string | null | undefined, kind: FoundReference['kind']) => {
    if (url) references.push({ url, kind });
  };
  const fromSrcset = (srcset: string | null) =>
    (srcset ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0])
      .filter(Boolean);

  document
    .querySelectorAll('a[href], area[href]')
    .forEach((a) => add(a.getAttribute('href'), 'link'));
  document.querySelectorAll('img').forEach((img) => {
    add(img.getAttribute('src'), 'image');
    fromSrcset(img.getAttribute('srcset')).forEach((url) => add(url, 'image'));
  });
  document
    .querySelectorAll('source[srcset]')
    .forEach((source) =>
      fromSrcset(source.getAttribute('srcset')).forEach((url) => add(url, 'image')),
    );
  document
    .querySelectorAll(
      'link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="alternate"], link[rel="canonical"], link[rel="manifest"]',
    )
    .forEach((link) => add(link.getAttribute('href'), 'link'));
  document
    .querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')
    .forEach((meta) => add(meta.getAttribute('content'), 'image'));
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return { ids, references };
}

/**
 * Crawls the served site from the given paths over plain HTTP, a few requests at a time: every
 * HTML page reached is parsed and scanned, every other
 * internal address is requested. Returns each address that answered 4xx/5xx and each `#fragment`
 * that names no element on its page.
 */
export async function crawlSite({
  origin,
  startPaths,
  maxPages = 400,
  concurrency = 6,
}: {
  origin: string;
  startPaths: string[];
  maxPages?: number;
  concurrency?: number;
}): Promise<{
  pagesVisited: number;
  addressesChecked: number;
  fragmentsChecked: number;
  problems: CrawlProblem[];
}> {
  /** Internal addresses as paths on the server under test (the canonical host maps onto it). */
  const toLocal = (raw: string, base: string): URL | null => {
    let url: URL;
    try {
      url = new URL(raw.replace(siteUrl, origin), base);
    } catch {
      return null;
    }
    return url.origin === origin ? url : null;
  };

  const status = new Map<string, Promise<{ status: number; html?: string }>>();
  const ids = new Map<string, Set<string>>();
  const foundOn = new Map<string, Set<string>>();
  const fragments: { path: string; fragment: string; on: string }[] = [];
  const queue: string[] = [];
  let visited = 0;

  let active = 0;
  const waiting: (() => void)[] = [];
  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  const check = (path: string) => {
    let result = status.get(path);
    if (!result) {
      result = limited(async () => {
        const response = await read(`${origin}${path}`);
        const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
        const body = await response.arrayBuffer();
        if (!isHtml || !response.ok) return { status: response.status };
        const html = Buffer.from(body).toString('utf8');
        ids.set(path, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
        return { status: response.status, html };
      });
      status.set(path, result);
    }
    return result;
  };

  const note = (path: string, on: string) => {
    if (!foundOn.has(path)) foundOn.set(path, new Set());
    foundOn.get(path)!.add(on);
  };

  for (const path of startPaths) {
    note(path, '(start)');
    queue.push(path);
  }
  const queued = new Set(queue);

  const parser = new new JSDOM().window.DOMParser();
  while (queue.length && visited < maxPages) {
    const path = queue.shift()!;
    const { html } = await check(path);
    if (html === undefined) continue;
    const scan = scanDocument(parser.parseFromString(html, 'text/html'));
    ids.set(path, new Set(scan.ids));
    visited += 1;

    for (const reference of scan.references) {
      const url = toLocal(reference.url, `${origin}${path}`);
      if (!url) continue;
      const target = url.pathname + url.search;
      note(target, path);
      if (url.hash.length > 1) {
        fragments.push({ path: target, fragment: decodeURIComponent(url.hash.slice(1)), on: path });
      }
      void check(target);
      if (reference.kind === 'link' && !queued.has(target)) {
        queued.add(target);
        queue.push(target);
      }
    }
  }

  const results = await Promise.all(
    [...status.entries()].map(async ([path, result]) => ({ path, status: (await result).status })),
  );
  const problems: CrawlProblem[] = results
    .filter((result) => result.status >= 400)
    .map((result) => ({
      url: result.path,
      problem: `HTTP ${result.status}`,
      foundOn: [...(foundOn.get(result.path) ?? [])].sort(),
    }));

  const missingFragments = new Map<string, Set<string>>();
  for (const { path, fragment, on } of fragments) {
    const targetIds = ids.get(path);
    if (!targetIds || targetIds.has(fragment)) continue;
    const key = `${path}#${fragment}`;
    if (!missingFragments.has(key)) missingFragments.set(key, new Set());
    missingFragments.get(key)!.add(on);
  }
  for (const [url, pages] of missingFragments) {
    problems.push({ url, problem: 'no element with this id', foundOn: [...pages].sort() });
  }

  return {
    pagesVisited: visited,
    addressesChecked: status.size,
    fragmentsChecked: fragments.length,
    problems: problems.sort((a, b) => a.url.localeCompare(b.url)),
  };
}

/** The paths listed by `<loc>` elements, relative to the site. */
function locPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const path = match[1]!.replace(siteUrl, '');
    return path === '' ? '/' : path;
  });
}

/** The page paths the sitemaps list (read through the sitemap index), on the server under test. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const index = await (await read(`${origin}/sitemap.xml`)).text();
  const pages: string[] = [];
  for (const sitemap of locPaths(index)) {
    pages.push(...locPaths(await (await read(`${origin}${sitemap}`)).text()));
  }
  return pages;
}

/** How many of the pages a problem was found on the report names. */
const PAGES_NAMED = 4;

/** One line per problem, with (some of) the pages it was found on: what a failing run prints. */
export function formatProblems(problems: CrawlProblem[]): string {
  return problems
    .map(({ url, problem, foundOn }) => {
      const more = foundOn.length - PAGES_NAMED;
      const pages =
        foundOn.slice(0, PAGES_NAMED).join(', ') + (more > 0 ? ` and ${more} more` : '');
      return `  ${url}: ${problem}, linked from ${pages}`;
    })
    .join('\n');
}
