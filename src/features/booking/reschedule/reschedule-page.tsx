import { getMessages, getTranslations } from 'next-intl/server';
import { linkedPagePath } from '@/config/navigation';
import { site } from '@/config/site';
import type { Messages } from '@/i18n/messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { BookingSummary } from '../manage/booking-summary';
import { ClosedBooking } from '../manage/closed-booking';
import { ManageCard, ManageHeading, ManageText } from '../manage/manage-card';
import { bookingState } from '../server/booking-changes';
import { currentOffer } from '../server/slots-service';
import { bookingWindow } from '../availability';
import { availabilityFor } from '../config';
import { describeTimeZone, slotLabeler } from '@/lib/dates';
import { RescheduleForm } from './reschedule-form';

/** The free times of this moment come in the page, in the visitor's zone. */
export async function ReschedulePage({ locale, token }: { locale: Locale; token: string }) {
  const [t, manage, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'BookingReschedule' }),
    getTranslations({ locale, namespace: 'BookingManage' }),
    getMessages({ locale }) as Promise<Messages>,
  ]);
  const { db } = await getDatabase();
  const now = new Date();
  const state = await bookingState(db, { token }, now);
  if (state.kind !== 'active') {
    return (
      <ManageCard eyebrow={manage('eyebrow')}>
        <ClosedBooking state={state} locale={locale} invalidHeading={t('invalidHeading')} />
      </ManageCard>
    );
  }

  const { booking } = state;
  const { rules, slots } = await currentOffer(db, now, { rules: state.rules });
  const window = bookingWindow(now, availabilityFor(rules));
  const label = slotLabeler(locale, booking.timeZone);
  const { Booking, BookingReschedule } = messages;
  return (
    <ManageCard eyebrow={manage('eyebrow')} wide>
      <ManageHeading>{t('heading')}</ManageHeading>
      <ManageText>{t('text')}</ManageText>
      <h2 className="mt-8 text-lg font-semibold">{t('current')}</h2>
      <BookingSummary booking={booking} locale={locale} join />
      <RescheduleForm
        messages={{
          Booking: { slots: Booking.slots, buttons: Booking.buttons },
          BookingReschedule: { picker: BookingReschedule.picker, done: BookingReschedule.done },
        }}
        token={token}
        timeZone={booking.timeZone}
        zoneName={describeTimeZone(booking.timeZone, locale)}
        offer={{
          entries: slots.map((slot) => ({
            start: slot.start.toISOString(),
            end: slot.end.toISOString(),
            label: label(slot.start),
          })),
          window: { from: window.earliest.toISOString(), until: window.latest.toISOString() },
          sessionMinutes: rules.sessionMinutes,
        }}
        contact={{ email: site.email, phone: site.phone.display }}
      />
      <a
        href={`${localizedPath(locale, linkedPagePath.bookingCancel)}?token=${encodeURIComponent(token)}`}
        className="mt-6 inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('cancelInstead')}
      </a>
    </ManageCard>
  );
}
