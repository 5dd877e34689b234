import type { Locale } from '@/i18n/routing';
import { deskTranslator } from '@/lib/desk-translator';

export function holidayName(key: string, locale: Locale): string {
  const t = deskTranslator(locale);
  const name = `daysOff.holidayNames.${key}` as never;
  return t.has(name) ? t(name) : key;
}
