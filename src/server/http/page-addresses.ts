import { isDeskPage } from '@/config/desk';
import { linkedPagePath, pagePath } from '@/config/navigation';
import { defaultLocale, isLocale, pathWithoutLocale, type Locale } from '@/i18n/routing';
import { shareImagePath } from '@/lib/seo/metadata';
import { indexedPaths } from '@/lib/seo/site-map';

// The emailed-link pages draw no share image.
const sharedPagePaths = [...indexedPaths, pagePath.search, pagePath.seoDashboard];
const emailedLinkPagePaths = [
  linkedPagePath.bookingCancel,
  linkedPagePath.bookingReschedule,
  linkedPagePath.newsletterConfirm,
  linkedPagePath.newsletterUnsubscribe,
];

const pagePaths = new Set([...sharedPagePaths, ...emailedLinkPagePaths]);

// Pages only: not their share images or the card's vCard.
export function isPagePath(pathname: string): boolean {
  return pagePaths.has(pathWithoutLocale(pathname));
}

const knownPaths = new Set([
  ...pagePaths,
  ...sharedPagePaths.map(shareImagePath),
  `${pagePath.card}/vcard`,
]);

export interface NotFoundAddress {
  found: false;
  locale: Locale;
  page: string;
}

// A 404 raised on request renders as an empty script-filled document; prerendered ones are whole.
export function resolvePageAddress(pathname: string): { found: true } | NotFoundAddress {
  const page = pathWithoutLocale(pathname);
  if (knownPaths.has(page) || isDeskPage(page)) return { found: true };
  const missingArticle = /^\/blog\/[^/]+$/.test(page);
  return {
    found: false,
    locale: pathLocale(pathname),
    page: missingArticle ? linkedPagePath.articleNotFound : linkedPagePath.notFound,
  };
}

export function internalNotFoundPath({ locale, page }: NotFoundAddress): string {
  return `/${locale}${page}`;
}

function pathLocale(pathname: string): Locale {
  const segment = pathname.split('/')[1];
  return isLocale(segment) ? segment : defaultLocale;
}
