import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { WeekPage, weekStart } from '@/features/booking/desk/week-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/week'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.week',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale, searchParams }) => (
  <WeekPage locale={locale} firstDay={weekStart(searchParams.from, new Date())} />
));
