import { getTranslations } from 'next-intl/server';
import { BookSessionButton } from '@/components/layout/book-session-button';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { BookingState } from '../server/booking-changes';
import { durationText } from '../server/messages';
import { BookingSummary } from './booking-summary';
import { ManageHeading, ManageText } from './manage-card';

type Closed = Exclude<BookingState, { kind: 'active' }>;

const contact = { email: site.email, phone: site.phone.display };

export async function ClosedBooking({
  state,
  locale,
  invalidHeading,
}: {
  state: Closed;
  locale: Locale;
  invalidHeading: string;
}) {
  const t = await getTranslations({ locale, namespace: 'BookingManage' });
  if (state.kind === 'not-found') {
    return (
      <>
        <ManageHeading>{invalidHeading}</ManageHeading>
        <ManageText>{t('invalid.text', contact)}</ManageText>
        <Button asChild variant="outline" className="mt-8">
          <Link href="/">{t('invalid.home')}</Link>
        </Button>
      </>
    );
  }
  const { booking } = state;
  if (state.kind === 'too-late') {
    return (
      <>
        <ManageHeading>{t('tooLate.heading')}</ManageHeading>
        <ManageText>
          {t('tooLate.text', {
            ...contact,
            cutoff: durationText(locale, state.rules.cutoffMinutes),
          })}
        </ManageText>
        <BookingSummary booking={booking} locale={locale} join />
      </>
    );
  }
  const byStudio = state.kind === 'cancelled' && booking.cancelledBy === 'studio';
  return (
    <>
      <ManageHeading>{t(`${state.kind}.heading`)}</ManageHeading>
      <ManageText>{t(byStudio ? 'cancelled.studioText' : `${state.kind}.text`)}</ManageText>
      {byStudio && booking.cancelNote ? (
        <ManageText>{t('cancelled.note', { note: booking.cancelNote })}</ManageText>
      ) : null}
      <BookingSummary booking={booking} locale={locale} />
      <BookSessionButton className="mt-8">{t('cancelled.rebook')}</BookSessionButton>
    </>
  );
}
