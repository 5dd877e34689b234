import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { deskPage } from '@/server/desk/desk-page';
import { BookingsPage, bookingFilter } from '@/features/booking/desk/bookings-page';
import { pageNumber, textParam } from '@/components/desk/list-controls';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/bookings'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.bookings',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale, searchParams }) => (
  <BookingsPage
    locale={locale}
    filter={bookingFilter(searchParams, textParam(searchParams.q))}
    page={pageNumber(searchParams.page)}
  />
));
