import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { LeadsPage, leadFilter } from '@/features/leads/desk/leads-page';
import { pageNumber, textParam } from '@/components/desk/list-controls';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/leads'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.leads',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale, searchParams }) => (
  <LeadsPage
    locale={locale}
    filter={leadFilter(searchParams, textParam(searchParams.q))}
    page={pageNumber(searchParams.page)}
  />
));
