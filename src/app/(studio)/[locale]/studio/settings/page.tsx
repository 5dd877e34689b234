import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { SettingsPage } from '@/features/studio/desk/settings-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/settings'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.settings',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale }) => <SettingsPage locale={locale} />);
