import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ErrorScreen } from './messages';

type Raw = Record<string, string>;

// Client components get their words from here; `{name}`-style placeholders stay for them to fill.
export async function deskTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Studio' });
  const raw = (key: string) => t.raw(key as never) as string;
  const common = {
    optional: t('lists.optional'),
    failed: t('lists.failed'),
    close: t('lists.close'),
  };
  return {
    t,
    raw,
    common,
    errors: (screen: ErrorScreen) => t.raw(`${screen}.errors` as never) as Raw,
    pager: (page: number) => ({
      label: t('lists.pages'),
      newer: t('lists.newer'),
      older: t('lists.older'),
      page: t('lists.page', { page }),
    }),
  };
}

export type DeskTexts = Awaited<ReturnType<typeof deskTexts>>;
