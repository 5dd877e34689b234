import type { Metadata } from 'next';
import { absoluteUrl } from '@/config/public-env';
import { site, TITLE_SUFFIX } from '@/config/site';
import { defaultLocale, locales, localizedPath, type Locale } from '@/i18n/routing';

const openGraphLocale: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

export interface PageSeo {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  keywords?: string;
  type?: 'website' | 'article';
  image?: string;
  noIndex?: boolean;
}

export function canonicalUrl(locale: Locale, path: string): string {
  return absoluteUrl(localizedPath(locale, path));
}

export function alternateUrls(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = canonicalUrl(locale, path);
  languages['x-default'] = canonicalUrl(defaultLocale, path);
  return languages;
}

export function shareImagePath(path: string): string {
  return `${path === '/' ? '' : path}/opengraph-image`;
}

export function shareImageUrl(locale: Locale, path: string): string {
  return absoluteUrl(shareImagePath(localizedPath(locale, path)));
}

export function pageMetadata(seo: PageSeo): Metadata {
  const url = canonicalUrl(seo.locale, seo.path);
  const fullTitle = `${seo.title}${TITLE_SUFFIX}`;
  const image = {
    url: seo.image ?? shareImageUrl(seo.locale, seo.path),
    width: 1200,
    height: 630,
    alt: fullTitle,
  };
  return {
    // Absolute, because a layout's title template does not reach a page in its own segment.
    title: { absolute: fullTitle },
    description: seo.description,
    keywords: seo.keywords,
    alternates: { canonical: url, languages: alternateUrls(seo.path) },
    openGraph: {
      type: seo.type ?? 'website',
      siteName: site.name,
      locale: openGraphLocale[seo.locale],
      alternateLocale: locales.filter((l) => l !== seo.locale).map((l) => openGraphLocale[l]),
      url,
      title: fullTitle,
      description: seo.description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      site: '@marlowestudio',
      title: fullTitle,
      description: seo.description,
      images: [image],
    },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}
