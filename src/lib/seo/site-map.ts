import type { MetadataRoute } from 'next';
import { pagePath } from '@/config/navigation';
import { articleSlugs } from '@/content/blog';
import { locales } from '@/i18n/routing';
import { alternateUrls, canonicalUrl } from './metadata';

/** Every public page that search engines should know, by its unprefixed path. */
export const indexedPaths: string[] = [
  pagePath.home,
  pagePath.about,
  pagePath.assessment,
  pagePath.discover,
  pagePath.blog,
  ...articleSlugs.map((slug) => `${pagePath.blog}/${slug}`),
  pagePath.contact,
  pagePath.team,
  pagePath.privacy,
  pagePath.terms,
];

export function sitemapEntries(paths: string[] = indexedPaths): MetadataRoute.Sitemap {
  return paths.flatMap((path) =>
    locales.map((locale) => ({
      url: canonicalUrl(locale, path),
      changeFrequency: 'monthly' as const,
      priority: path === pagePath.home ? 1 : 0.7,
      alternates: { languages: alternateUrls(path) },
    })),
  );
}
