import { getTranslations } from 'next-intl/server';
import { CancelBookingPage } from '@/features/booking/cancel/cancel-booking-page';
import { CANCEL_PAGE_PATH } from '@/features/booking/config';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata, shareImageUrl } from '@/lib/seo/metadata';

// Each visit reads the booking behind the link's token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/booking/cancel'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'BookingCancel.meta' });
  // Personal and short-lived: kept out of search results and the sitemap.
  return pageMetadata({
    locale,
    path: CANCEL_PAGE_PATH,
    title: t('title'),
    description: t('description'),
    image: shareImageUrl(locale, '/'),
    noIndex: true,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/booking/cancel'>) {
  const locale = await resolvePageLocale(params);
  const { token } = await searchParams;
  return <CancelBookingPage locale={locale} token={typeof token === 'string' ? token : ''} />;
}
