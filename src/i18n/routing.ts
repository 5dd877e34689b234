import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const LANGUAGE_STORAGE_KEY = 'language';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // The URL alone decides; the proxy honours the language button's choice via a cookie.
  localeDetection: false,
  localeCookie: false,
  // Alternates are declared in each page's <head>; a second copy in a Link header adds nothing.
  alternateLinks: false,
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === 'en' ? 'es' : 'en';
}

export function hasLocalePrefix(pathname: string): boolean {
  const firstSegment = pathname.split('/')[1];
  return isLocale(firstSegment) && firstSegment !== defaultLocale;
}

export function localizedPath(locale: Locale, pathname: string): string {
  const normalized = pathname.startsWith('/') ? pathname : `/${pathname}`;
  if (locale === defaultLocale) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

// Prerendering sees English pages at their internal `/en/...` path, so that prefix goes too.
export function pathWithoutLocale(pathname: string): string {
  for (const locale of locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}
