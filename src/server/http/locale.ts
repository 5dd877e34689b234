import type http from 'node:http';
import { createTranslator } from 'next-intl';
import en from '@messages/en/api.json';
import es from '@messages/es/api.json';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing';
import { headerSource, type HeaderSource } from './client-address';

interface LocaleSource {
  url: string;
  headers: HeaderSource;
}

function refererLocale(request: LocaleSource): Locale | undefined {
  const referer = request.headers.get('referer');
  if (!referer || !URL.canParse(referer)) return undefined;
  const [, segment] = new URL(referer).pathname.split('/');
  // Only a prefix speaks: a cross-site Referer is cut to its origin, and English has none.
  return isLocale(segment) && segment !== defaultLocale ? segment : undefined;
}

export function requestLocale(request: LocaleSource, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const fromQuery = new URL(request.url).searchParams.get('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const fromPage = refererLocale(request);
  if (fromPage) return fromPage;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { language: tag.split('-')[0]!.toLowerCase(), weight: q ? Number(q) : 1 };
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return (
    accepted
      .map(({ language }) => language)
      .find((language): language is Locale => (locales as readonly string[]).includes(language)) ??
    defaultLocale
  );
}

export function incomingLocale(request: http.IncomingMessage): Locale {
  const url = `http://localhost${request.url ?? '/'}`;
  return requestLocale({
    url: URL.canParse(url) ? url : 'http://localhost/',
    headers: headerSource(request),
  });
}

// A translator compiles each message on first use and keeps it: one per language, for good.
const apiTranslators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'ApiErrors' }),
  es: createTranslator({ locale: 'es', messages: es, namespace: 'ApiErrors' }),
};

type ApiErrorKey = keyof (typeof en)['ApiErrors'];

export function apiErrorMessage(
  locale: Locale,
  key: ApiErrorKey,
  values?: Record<string, string | number>,
): string {
  return apiTranslators[locale](key, values as never);
}
