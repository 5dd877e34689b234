import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { LeadDetailPage } from '@/features/leads/desk/lead-detail-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/leads/[id]'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.leads',
  });
  return { title: t('detailTitle') };
}

export default deskPage<{ id: string }>(async ({ locale, params }) => (
  <LeadDetailPage locale={locale} id={params.id} />
));
