import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export async function ceremonyTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Studio.auth' });
  return {
    cancelled: t('errors.cancelled'),
    unsupported: t('errors.unsupported'),
    alreadyRegistered: t('errors.alreadyRegistered'),
    failed: t('errors.failed'),
    errors: t.raw('errors' as never) as Record<string, string>,
    optional: t('optional'),
  };
}
