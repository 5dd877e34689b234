import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

export async function homeLabels(locale: Locale) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return {
    bookSession: tCommon('bookSession'),
    opensInNewTab: tCommon('opensInNewTab'),
    assessment: t('assessment'),
    pauseMotion: t('pauseMotion'),
    learnMore: t('learnMore'),
    portfolioControls: {
      label: t('portfolioControls.label'),
      previous: t('portfolioControls.previous'),
      next: t('portfolioControls.next'),
      pause: t('portfolioControls.pause'),
    },
  };
}

export type HomeLabels = Awaited<ReturnType<typeof homeLabels>>;
