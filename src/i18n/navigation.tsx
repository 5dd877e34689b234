'use client';

import NextLink from 'next/link';
import { useParams, usePathname as useNextPathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { defaultLocale, isLocale, localizedPath, pathWithoutLocale, type Locale } from './routing';

// Not next-intl's helpers: their provider would put use-intl in every page's first load.

export function useLocale(): Locale {
  const locale = useParams<{ locale?: string }>()?.locale;
  return isLocale(locale) ? locale : defaultLocale;
}

export function usePathname(): string {
  return pathWithoutLocale(useNextPathname() ?? '/');
}

type Href = string | { pathname: string; hash?: string };

/** `locale` serves pages whose address names no language (the fallback 404 page). */
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
