import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import type { Booking } from '@/server/db/schema';
import { studioTimeZone } from '@/config/site';
import { formatSlot } from '@/lib/dates';
import { env } from '@/server/env';

interface BookingSummaryProps {
  booking: Booking;
  locale: Locale;
  join?: boolean;
}

export async function BookingSummary({ booking, locale, join }: BookingSummaryProps) {
  const meetingUrl = env.STUDIO_MEETING_URL;
  const t = await getTranslations({ locale, namespace: 'BookingManage' });
  const rows = [
    [t('bookedFor'), `${booking.firstName} ${booking.lastName}`],
    [t('yourTime'), formatSlot(booking.slotStart, locale, booking.timeZone, { year: true })],
    [t('studioTime'), formatSlot(booking.slotStart, locale, studioTimeZone, { year: true })],
  ];
  return (
    <div className="mt-8 grid gap-4 rounded-xl border border-border bg-background p-5 text-sm">
      {booking.movedAt && booking.movedBy && booking.status === 'confirmed' ? (
        <p className="text-muted-foreground">
          {t(`moved.${booking.movedBy}`, {
            date: formatSlot(booking.movedAt, locale, booking.timeZone),
          })}
        </p>
      ) : null}
      <dl className="grid gap-4">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {join ? (
        meetingUrl ? (
          <Button asChild variant="outline" className="justify-self-start">
            <a href={meetingUrl}>{t('join.label')}</a>
          </Button>
        ) : (
          <p className="text-muted-foreground">{t('join.pending')}</p>
        )
      ) : null}
    </div>
  );
}
