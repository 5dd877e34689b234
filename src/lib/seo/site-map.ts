import { pagePath, serviceSlugs, servicePath } from '@/config/navigation';
import { allArticles, articleSlugs } from '@/content/blog';
import { privacyEffectiveDate } from '@/content/company/privacy';
import { termsEffectiveDate } from '@/content/company/terms';

/** Every public page that search engines should know, by its unprefixed path. */
export const indexedPaths: string[] = [
  pagePath.home,
  pagePath.about,
  ...serviceSlugs.map(servicePath),
  pagePath.assessment,
  pagePath.discover,
  pagePath.blog,
  ...articleSlugs.map((slug) => `${pagePath.blog}/${slug}`),
  pagePath.contact,
  pagePath.team,
  pagePath.privacy,
  pagePath.terms,
  pagePath.card,
];

/**
 * The day each page's copy last changed (ISO date), which the sitemaps give search engines as
 * `lastmod`: bump it when the copy changes. Articles carry their own dates.
 */
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

const articleDates = new Map(
  allArticles.map((article) => [
    `${pagePath.blog}/${article.slug}`,
    article.updated ?? article.date,
  ]),
);

const latest = (dates: (string | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);

/**
 * When a page's content last changed. The magazine and the home page (with its article teaser)
 * change whenever an article is published or updated.
 */
export function contentDate(path: string): string | undefined {
  const newestArticle = latest([...articleDates.values()]);
  if (path === pagePath.blog) return newestArticle;
  if (path === pagePath.home) return latest([pageContentDates[path], newestArticle]);
  return articleDates.get(path) ?? pageContentDates[path];
}

export interface SitemapSection {
  /** Also the file name: `/sitemaps/<name>.xml`. */
  name: string;
  includes: (path: string) => boolean;
}

/**
 * The sitemap index lists one sitemap per section. A page belongs to the first section that
 * includes it; every other indexed page is in `pages`. A new section is one more entry here.
 */
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
