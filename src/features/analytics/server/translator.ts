import 'server-only';
import { createTranslator } from 'next-intl';
import type { AnalyticsTranslator } from '../report-labels';
import type { Locale } from '@/i18n/routing';
import en from '@messages/en/studio.json';
import es from '@messages/es/studio.json';

// Labels are looked up by value, which next-intl's typed keys cannot follow.
const translators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Studio.analytics' }),
  es: createTranslator({ locale: 'es', messages: es, namespace: 'Studio.analytics' }),
};

export function analyticsTranslator(locale: Locale): AnalyticsTranslator {
  return translators[locale] as unknown as AnalyticsTranslator;
}
