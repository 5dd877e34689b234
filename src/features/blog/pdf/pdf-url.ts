import type { Locale } from '@/i18n/routing';

export function pdfUrl(slug: string, locale: Locale): string {
  return `/api/blog/${slug}/pdf?lang=${locale}`;
}
