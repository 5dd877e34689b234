import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { DaysOffPage } from '@/features/booking/desk/days-off-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/days-off'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.daysOff',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale }) => <DaysOffPage locale={locale} />);
