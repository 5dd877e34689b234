import { createTranslator } from 'next-intl';
import en from '@messages/en/studio.json';
import es from '@messages/es/studio.json';
import type { Locale } from '@/i18n/routing';

// The desk's words outside a request: its routes, its exports and the studio's commands.
const translators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'Studio' }),
  es: createTranslator({ locale: 'es', messages: es, namespace: 'Studio' }),
};

export type DeskTranslator = (typeof translators)['en'];

export const deskTranslator = (locale: Locale): DeskTranslator => translators[locale];
