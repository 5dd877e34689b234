import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@messages/en/studio.json';
import es from '@messages/es/studio.json';
import type { Locale } from '@/i18n/routing';
import type { SchemaIssue } from '@/server/http/validation';

const translators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Studio.auth' }),
  es: createTranslator({ locale: 'es', messages: es, namespace: 'Studio.auth' }),
};

export type DeskErrorKey = keyof (typeof en)['Studio']['auth']['errors'];

export function deskErrorMessage(
  locale: Locale,
  key: DeskErrorKey,
  values?: Record<string, string | number>,
): string {
  return translators[locale](`errors.${key}`, values as never);
}

export function authTranslator(locale: Locale) {
  return translators[locale];
}

const errorKeys = new Set(Object.keys(en.Studio.auth.errors));

export function describeDeskIssue(locale: Locale, issue: SchemaIssue): string {
  const key = errorKeys.has(issue.message) ? (issue.message as DeskErrorKey) : 'failed';
  return deskErrorMessage(locale, key, { max: String(issue.maximum ?? '') });
}
