import { linkedPagePath, pagePath } from '@/config/navigation';
import { ReschedulePage } from '@/features/booking/reschedule/reschedule-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { emailedLinkPageMetadata, emailedLinkToken } from '@/lib/seo/emailed-link-page';

// Each visit reads the booking behind the link's token and the free times of the moment.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/booking/reschedule'>) {
  return emailedLinkPageMetadata(params, {
    path: linkedPagePath.bookingReschedule,
    sharePath: pagePath.home,
    copy: (messages) => messages.BookingReschedule.meta,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/booking/reschedule'>) {
  const locale = await resolvePageLocale(params);
  return <ReschedulePage locale={locale} token={await emailedLinkToken(searchParams)} />;
}
