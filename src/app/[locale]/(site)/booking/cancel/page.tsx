import { linkedPagePath, pagePath } from '@/config/navigation';
import { CancelBookingPage } from '@/features/booking/cancel/cancel-booking-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { emailedLinkPageMetadata, emailedLinkToken } from '@/lib/seo/emailed-link-page';

// Each visit reads the booking behind the link's token.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/booking/cancel'>) {
  return emailedLinkPageMetadata(params, {
    path: linkedPagePath.bookingCancel,
    sharePath: pagePath.home,
    copy: (messages) => messages.BookingCancel.meta,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/booking/cancel'>) {
  const locale = await resolvePageLocale(params);
  return <CancelBookingPage locale={locale} token={await emailedLinkToken(searchParams)} />;
}
