import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { defaultLocale, isLocale, type Locale } from './routing';

/**
 * Reads the `[locale]` route parameter, rejects anything but a supported language and enables
 * static rendering for it. Every page and metadata function starts here.
 */
export async function resolvePageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/**
 * The root layout's language. An address whose first segment is no language (`/robots.bak`,
 * which skips the language routing) still gets the English frame, so that the page's own
 * `notFound()` shows the framed 404 screen instead of the framework's bare one.
 */
export async function resolveLayoutLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const resolved = isLocale(locale) ? locale : defaultLocale;
  setRequestLocale(resolved);
  return resolved;
}
