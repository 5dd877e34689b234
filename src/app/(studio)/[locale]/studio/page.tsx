import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { TodayPage } from '@/features/studio/desk/today-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.today',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale }) => <TodayPage locale={locale} />);
