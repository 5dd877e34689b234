import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { BookingDetailPage } from '@/features/booking/desk/booking-detail-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/bookings/[id]'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.bookings',
  });
  return { title: t('detailTitle') };
}

export default deskPage<{ id: string }>(async ({ locale, params }) => (
  <BookingDetailPage locale={locale} id={params.id} />
));
