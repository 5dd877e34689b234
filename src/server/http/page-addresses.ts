import { isDeskPage } from '@/config/desk';
import { linkedPagePath, pagePath } from '@/config/navigation';
import { loadedArticles } from '@/content/blog/published';
import { defaultLocale, isLocale, pathWithoutLocale, type Locale } from '@/i18n/routing';
import { shareImagePath } from '@/lib/seo/metadata';
import { staticIndexedPaths } from '@/lib/seo/site-map';

// The emailed-link pages draw no share image.
const sharedPagePaths = [...staticIndexedPaths, pagePath.search, pagePath.seoDashboard];
const emailedLinkPagePaths = [
  linkedPagePath.bookingCancel,
  linkedPagePath.bookingReschedule,
  linkedPagePath.newsletterConfirm,
  linkedPagePath.newsletterUnsubscribe,
];

const pagePaths = new Set([...sharedPagePaths, ...emailedLinkPagePaths]);

const articleAddress = new RegExp(`^${pagePath.blog}/([^/]+)(/opengraph-image)?$`);
const previewAddress = new RegExp(`^${linkedPagePath.articlePreview}/[\\w-]{20,64}$`);

/** Old slugs included (redirected); before the articles are read, any address might be one. */
function isArticleAddress(page: string, { page: pageOnly = false } = {}): boolean {
  const match = articleAddress.exec(page);
  if (!match || (pageOnly && match[2])) return false;
  const articles = loadedArticles();
  if (!articles) return true;
  const slug = match[1]!;
  return (
    articles.articles.some((article) => article.slug === slug) ||
    (!match[2] && articles.redirects.has(slug))
  );
}

// Pages only: not their share images or the card's vCard.
export function isPagePath(pathname: string): boolean {
  const page = pathWithoutLocale(pathname);
  return pagePaths.has(page) || isArticleAddress(page, { page: true });
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
  if (isArticleAddress(page) || previewAddress.test(page)) return { found: true };
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

export function movedArticleAddress(pathname: string): string | undefined {
  const match = articleAddress.exec(pathWithoutLocale(pathname));
  const slug = match && !match[2] ? loadedArticles()?.redirects.get(match[1]!) : undefined;
  return slug && pathname.replace(/[^/]+$/, slug);
}

export function isArticlePreview(pathname: string): boolean {
  return previewAddress.test(pathWithoutLocale(pathname));
}

export function needsArticles(pathname: string): boolean {
  return pathWithoutLocale(pathname).startsWith(`${pagePath.blog}/`) && !loadedArticles();
}
