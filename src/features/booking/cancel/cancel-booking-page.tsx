import { getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/forms/action-button';
import { Button } from '@/components/ui/button';
import { linkedPagePath } from '@/config/navigation';
import { site } from '@/config/site';
import { Link } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { BookingSummary } from '../manage/booking-summary';
import { ClosedBooking } from '../manage/closed-booking';
import { ManageCard, ManageHeading, ManageText } from '../manage/manage-card';
import { bookingState } from '../server/booking-changes';

/** Opening the link changes nothing, as mail scanners open links; a button confirms. */
export async function CancelBookingPage({ locale, token }: { locale: Locale; token: string }) {
  const [t, manage] = await Promise.all([
    getTranslations({ locale, namespace: 'BookingCancel' }),
    getTranslations({ locale, namespace: 'BookingManage' }),
  ]);
  const database = await getDatabase();
  const state = await bookingState(database.db, { token });

  return (
    <ManageCard eyebrow={manage('eyebrow')}>
      {state.kind === 'active' ? (
        <>
          <ManageHeading>{t('confirm.heading')}</ManageHeading>
          <ManageText>{t('confirm.text')}</ManageText>
          <BookingSummary booking={state.booking} locale={locale} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionButton
              url="/api/booking/cancel"
              body={{ token, locale }}
              variant="destructive"
              label={t('confirm.button')}
              pendingLabel={t('confirm.pending')}
              failedText={t('failed', { email: site.email })}
            />
            <Button asChild variant="outline">
              <Link href="/">{t('confirm.keep')}</Link>
            </Button>
          </div>
          <a
            href={`${localizedPath(locale, linkedPagePath.bookingReschedule)}?token=${encodeURIComponent(token)}`}
            className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('confirm.reschedule')}
          </a>
        </>
      ) : (
        <ClosedBooking state={state} locale={locale} invalidHeading={t('invalidHeading')} />
      )}
    </ManageCard>
  );
}
