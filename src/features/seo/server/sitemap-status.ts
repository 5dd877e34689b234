import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@messages/en/seo.json';
import es from '@messages/es/seo.json';
import { absoluteUrl } from '@/config/public-env';
import type { Locale } from '@/i18n/routing';
import { SITEMAP_INDEX_PATH, type SitemapSet } from './sitemaps';

export interface SitemapStatus {
  status: string;
  /** Sitemap name to its absolute address; `index` is the one robots.txt names. */
  sitemaps: Record<string, string>;
  urlCount: number;
  generatedAt: string;
}

const seoMessages = { en, es } as const;

const generatedAtFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
};

export function sitemapStatus(set: SitemapSet, locale: Locale): SitemapStatus {
  const t = createTranslator({ locale, messages: seoMessages[locale], namespace: 'SeoApi' });
  return {
    status: t('status', {
      urls: set.urlCount,
      sitemaps: set.sections.length,
      generatedAt: generatedAtFormats[locale].format(set.generatedAt),
    }),
    sitemaps: {
      index: absoluteUrl(SITEMAP_INDEX_PATH),
      ...Object.fromEntries(set.sections.map(({ name, path }) => [name, absoluteUrl(path)])),
    },
    urlCount: set.urlCount,
    generatedAt: set.generatedAt.toISOString(),
  };
}
