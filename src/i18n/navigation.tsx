'use client';

import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { defaultLocale, isLocale, localizedPath, pathWithoutLocale, type Locale } from './routing';

/*
 * Language-aware navigation that reads the language from the URL. next-intl's own helpers read it
 * from NextIntlClientProvider, which would put use-intl and its message parser in every page's
 * first load; only the booking and PDF dialogs, which format messages, load those.
 */

/** The language of the page being shown (English outside the localized routes). */
export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

/** The current page without its language prefix, as the site's links name it. */
export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? '/');
}

type Href = string | { pathname: string; hash?: string };

/**
 * next/link to a page of the site, in the language of the page being shown, or in `locale`
 * where the address names none (the fallback 404 page).
 */
export function Link({
  href,
  locale: explicitLocale,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href' | 'locale'> & { href: Href; locale?: Locale }) {
  const pageLocale = useLocale();
  const locale = explicitLocale ?? pageLocale;
  const { pathname, hash } = typeof href === 'string' ? splitHash(href) : href;
  return <NextLink href={localizedPath(locale, pathname) + (hash ? `#${hash}` : '')} {...props} />;
}

function splitHash(href: string): { pathname: string; hash?: string } {
  const [pathname = '/', hash] = href.split('#');
  return { pathname, hash };
}
