import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { findBookingById } from '@/features/booking/server/bookings-repository';
import { describeTimeZone, formatSlot } from '@/lib/dates';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { BookingActions } from './booking-actions';
import { DeskNotices } from '@/components/desk/desk-notice';
import { bookingActionItem, bookingActionTexts, BookingBadges } from './booking-card';
import { isRecordId } from '@/server/desk/record-id';
import { deskTexts } from '@/server/desk/desk-texts';
import { BackLink, DetailList } from '@/components/desk/detail-list';

export async function BookingDetailPage({ locale, id }: { locale: Locale; id: string }) {
  const now = new Date();
  const { db } = await getDatabase();
  const [texts, booking] = await Promise.all([
    deskTexts(locale),
    isRecordId(id) ? findBookingById(db, id) : undefined,
  ]);
  if (!booking) notFound();
  const { t } = texts;
  const item = bookingActionItem(booking, locale, texts, now);
  const when = (date: Date) => formatSlot(date, locale, studioTimeZone, { year: true });
  const by = (actor: string | null) =>
    t(`bookings.by.${actor === 'visitor' ? 'visitor' : 'studio'}`);
  const rows: [string, ReactNode][] = [
    [t('bookings.fields.studioTime'), when(booking.slotStart)],
    [
      t('bookings.fields.visitorTime'),
      booking.timeZone === studioTimeZone
        ? t('bookings.sameZone')
        : formatSlot(booking.slotStart, locale, booking.timeZone, { year: true }),
    ],
    [
      t('bookings.fields.email'),
      <a key="email" href={`mailto:${booking.email}`} className="prose-link">
        {booking.email}
      </a>,
    ],
    [t('bookings.fields.company'), booking.company || t('lists.none')],
    [t('bookings.fields.language'), item.language],
    [t('bookings.fields.timeZone'), describeTimeZone(booking.timeZone, locale, booking.slotStart)],
    [t('bookings.fields.challenges'), booking.challenges || t('lists.none')],
    [t('bookings.fields.goals'), booking.goals || t('lists.none')],
    [t('bookings.fields.booked'), when(booking.createdAt)],
  ];
  if (booking.movedAt && booking.previousSlotStart) {
    rows.push([
      t('bookings.fields.moved'),
      t('bookings.movedDetail', {
        from: when(booking.previousSlotStart),
        at: when(booking.movedAt),
        by: by(booking.movedBy),
      }),
    ]);
  }
  if (booking.cancelledAt) {
    rows.push([
      t('bookings.fields.cancelled'),
      t('bookings.cancelledDetail', { at: when(booking.cancelledAt), by: by(booking.cancelledBy) }),
    ]);
    if (booking.cancelNote) rows.push([t('bookings.fields.cancelNote'), booking.cancelNote]);
  }

  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <div className="grid gap-6">
        <BackLink href={booking.slotStart > now ? deskPath.today : deskPath.bookings}>
          {booking.slotStart > now ? t('bookings.backToToday') : t('bookings.backToPast')}
        </BackLink>
        <DeskHeading title={item.name} intro={item.when}>
          <BookingBadges booking={booking} texts={texts} />
        </DeskHeading>
        {booking.status === 'confirmed' && (
          <BookingActions locale={locale} booking={item} texts={bookingActionTexts(texts)} />
        )}
        <Card>
          <CardContent>
            <DetailList rows={rows} />
          </CardContent>
        </Card>
      </div>
    </DeskNotices>
  );
}
