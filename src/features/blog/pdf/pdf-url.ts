import type { Locale } from '@/i18n/routing';

/** Where an article's PDF is served, in one language. */
export function pdfUrl(slug: string, locale: Locale): string {
  return `/api/blog/${slug}/pdf?lang=${locale}`;
}
