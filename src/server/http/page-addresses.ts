import { pagePath } from '@/config/navigation';
import { CANCEL_PAGE_PATH } from '@/features/booking/config';
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '@/features/newsletter/config';
import { defaultLocale, isLocale, pathWithoutLocale, type Locale } from '@/i18n/routing';
import { shareImagePath } from '@/lib/seo/metadata';
import { indexedPaths } from '@/lib/seo/site-map';

/** The prerendered 404 pages, which the proxy shows with status 404 at unknown addresses. */
export const NOT_FOUND_PAGE_PATH = '/page-not-found';
export const ARTICLE_NOT_FOUND_PAGE_PATH = '/blog/article-not-found';

/** The pages that draw a share image; the emailed-link pages have none. */
const sharedPagePaths = [...indexedPaths, pagePath.search, pagePath.seoDashboard];
const emailedLinkPagePaths = [CANCEL_PAGE_PATH, CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH];

/** Every unprefixed address a page or one of its files answers. */
const knownPaths = new Set([
  ...sharedPagePaths,
  ...emailedLinkPagePaths,
  ...sharedPagePaths.map(shareImagePath),
  `${pagePath.card}/vcard`,
]);

/** Where the proxy sends an address that names no page: the 404 page of its language. */
export interface NotFoundAddress {
  found: false;
  locale: Locale;
  /** `NOT_FOUND_PAGE_PATH`, or the magazine's own for a missing article. */
  page: string;
}

/**
 * Where the proxy sends a page address: to the page itself, or, when no page has that address,
 * to the 404 page of its language. Next.js would render a 404 raised while rendering on request
 * as an empty document filled in by script; these pages are whole HTML.
 */
export function resolvePageAddress(pathname: string): { found: true } | NotFoundAddress {
  const page = pathWithoutLocale(pathname);
  if (knownPaths.has(page)) return { found: true };
  const missingArticle = /^\/blog\/[^/]+$/.test(page);
  return {
    found: false,
    locale: pathLocale(pathname),
    page: missingArticle ? ARTICLE_NOT_FOUND_PAGE_PATH : NOT_FOUND_PAGE_PATH,
  };
}

/** The path Next.js renders the 404 page at (`/en/page-not-found`). */
export function internalNotFoundPath({ locale, page }: NotFoundAddress): string {
  return `/${locale}${page}`;
}

function pathLocale(pathname: string): Locale {
  const segment = pathname.split('/')[1];
  return isLocale(segment) ? segment : defaultLocale;
}
