import { pagePath, serviceSlugs, servicePath } from '@/config/navigation';
import { privacyEffectiveDate } from '@/content/company/privacy';
import { termsEffectiveDate } from '@/content/company/terms';

export interface DatedArticle {
  slug: string;
  date: string;
  updated?: string;
}

const pagesBeforeArticles = [
  pagePath.home,
  pagePath.about,
  ...serviceSlugs.map(servicePath),
  pagePath.assessment,
  pagePath.discover,
  pagePath.blog,
];
const pagesAfterArticles = [
  pagePath.contact,
  pagePath.team,
  pagePath.privacy,
  pagePath.terms,
  pagePath.card,
];

/** Every indexed page but the articles, which come from the database. */
export const staticIndexedPaths: readonly string[] = [
  ...pagesBeforeArticles,
  ...pagesAfterArticles,
];

export function indexedPaths(articles: readonly DatedArticle[]): string[] {
  return [
    ...pagesBeforeArticles,
    ...articles.map((article) => `${pagePath.blog}/${article.slug}`),
    ...pagesAfterArticles,
  ];
}

// The sitemaps' `lastmod`: bump a page's date whenever its copy changes.
const pageContentDates: Record<string, string> = {
  [pagePath.home]: '2025-11-01',
  [pagePath.about]: '2025-11-01',
  [pagePath.contact]: '2025-11-01',
  [pagePath.team]: '2025-11-01',
  [pagePath.privacy]: privacyEffectiveDate,
  [pagePath.terms]: termsEffectiveDate,
  [pagePath.assessment]: '2026-11-20',
  [pagePath.discover]: '2026-11-20',
  ...Object.fromEntries(serviceSlugs.map((slug) => [servicePath(slug), '2026-11-20'])),
  [pagePath.card]: '2026-11-23',
};

const latest = (dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);

// The magazine and the home page's article teaser change with every article.
export function contentDate(path: string, articles: readonly DatedArticle[]): string | undefined {
  const articleDates = new Map(
    articles.map((article) => [
      `${pagePath.blog}/${article.slug}`,
      article.updated ?? article.date,
    ]),
  );
  const newestArticle = latest([...articleDates.values()]);
  if (path === pagePath.blog) return newestArticle;
  if (path === pagePath.home) return latest([pageContentDates[path], newestArticle]);
  return articleDates.get(path) ?? pageContentDates[path];
}

interface SitemapSection {
  name: string;
  includes: (path: string) => boolean;
}

export const sitemapSections: SitemapSection[] = [
  {
    name: 'services',
    includes: (path) => serviceSlugs.some((slug) => servicePath(slug) === path),
  },
  {
    name: 'blog',
    includes: (path) => path === pagePath.blog || path.startsWith(`${pagePath.blog}/`),
  },
];

export const DEFAULT_SITEMAP_SECTION = 'pages';

export function sitemapSectionOf(path: string): string {
  return sitemapSections.find((section) => section.includes(path))?.name ?? DEFAULT_SITEMAP_SECTION;
}
