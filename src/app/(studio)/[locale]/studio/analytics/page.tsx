import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AnalyticsPage } from '@/features/analytics/desk/analytics-page';
import { reportRangeOf } from '@/features/analytics/desk/report-range';
import { deskPage } from '@/server/desk/desk-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/analytics'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.analytics',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale, searchParams }) => (
  <AnalyticsPage locale={locale} range={reportRangeOf(searchParams.range)} />
));
