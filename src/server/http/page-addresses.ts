import { pagePath } from '@/config/navigation';
import { CANCEL_PAGE_PATH } from '@/features/booking/config';
import { CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH } from '@/features/newsletter/config';
import { defaultLocale, isLocale, pathWithoutLocale, type Locale } from '@/i18n/routing';
import { shareImagePath } from '@/lib/seo/metadata';
import { indexedPaths } from '@/lib/seo/site-map';

/** The 404 screens, prerendered as pages; the proxy shows them, with status 404, for any unknown address. */
export const NOT_FOUND_PAGE_PATH = '/page-not-found';
export const ARTICLE_NOT_FOUND_PAGE_PATH = '/blog/article-not-found';

const pagePaths = [
  ...indexedPaths,
  pagePath.search,
  pagePath.seoDashboard,
  CANCEL_PAGE_PATH,
  CONFIRM_PAGE_PATH,
  UNSUBSCRIBE_PAGE_PATH,
];

/** Every unprefixed address a page or one of its files answers. */
const knownPaths = new Set([
  ...pagePaths,
  ...pagePaths.map(shareImagePath),
  `${pagePath.card}/vcard`,
]);

/**
 * Where the proxy sends a page address: to the page itself, or, when no page has that address,
 * to the 404 page of its language (the magazine's own for a missing article). Next.js would
 * render a 404 raised while rendering on request as an empty document filled in by script; these
 * pages are whole HTML.
 */
export function resolvePageAddress(
  pathname: string,
): { found: true } | { found: false; path: string } {
  const page = pathWithoutLocale(pathname);
  if (knownPaths.has(page)) return { found: true };
  const notFoundPage = /^\/blog\/[^/]+$/.test(page)
    ? ARTICLE_NOT_FOUND_PAGE_PATH
    : NOT_FOUND_PAGE_PATH;
  return { found: false, path: `/${pathLocale(pathname)}${notFoundPage}` };
}

function pathLocale(pathname: string): Locale {
  const segment = pathname.split('/')[1];
  return isLocale(segment) ? segment : defaultLocale;
}
