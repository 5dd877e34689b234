import { ArrowRight, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { describeTimeZone, formatSlot } from '@/lib/dates';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Booking } from '@/server/db/schema';
import type { BookingActionItem, BookingActionTexts } from './booking-action-types';
import { BookingActions } from './booking-actions';
import type { DeskTexts } from '@/server/desk/desk-texts';
import { listCardClass } from '@/components/desk/list-controls';

export function bookingActionTexts({ t, common }: DeskTexts): BookingActionTexts {
  return {
    ...common,
    ...(t.raw('bookings.actions' as never) as Omit<
      BookingActionTexts,
      keyof typeof common | 'errors'
    >),
    errors: t.raw('bookings.errors' as never) as Record<string, string>,
  };
}

export function bookingActionItem(
  booking: Booking,
  locale: Locale,
  texts: DeskTexts,
  now: Date,
): BookingActionItem {
  return {
    id: booking.id,
    name: `${booking.firstName} ${booking.lastName}`,
    firstName: booking.firstName,
    language: texts.t(`lists.languages.${booking.locale === 'es' ? 'es' : 'en'}`),
    when: formatSlot(booking.slotStart, locale, studioTimeZone),
    started: booking.slotStart.getTime() <= now.getTime(),
    outcome: booking.outcome,
  };
}

export function BookingBadges({ booking, texts }: { booking: Booking; texts: DeskTexts }) {
  const { t } = texts;
  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {booking.status === 'cancelled' && (
        <Badge variant="destructive">{t('bookings.status.cancelled')}</Badge>
      )}
      {booking.outcome && (
        <Badge variant="secondary">{t(`bookings.outcomes.${booking.outcome}`)}</Badge>
      )}
      {booking.moveCount > 0 && (
        <Badge variant="outline">{t('bookings.moved', { count: booking.moveCount })}</Badge>
      )}
    </div>
  );
}

export function visitorTime(
  booking: Booking,
  locale: Locale,
  texts: DeskTexts,
): string | undefined {
  if (booking.timeZone === studioTimeZone) return undefined;
  return texts.t('bookings.theirTime', {
    time: formatSlot(booking.slotStart, locale, booking.timeZone),
  });
}

export function BookingCard({
  booking,
  locale,
  texts,
  now,
  actions,
}: {
  booking: Booking;
  locale: Locale;
  texts: DeskTexts;
  now: Date;
  actions: boolean;
}) {
  const { t } = texts;
  const item = bookingActionItem(booking, locale, texts, now);
  const theirs = visitorTime(booking, locale, texts);
  return (
    <li className={listCardClass}>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold break-words">{item.name}</h3>
          {booking.company && (
            <p className="text-sm break-words text-muted-foreground">{booking.company}</p>
          )}
        </div>
        <BookingBadges booking={booking} texts={texts} />
      </div>
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{item.when}</p>
        {theirs && <p className="text-muted-foreground">{theirs}</p>}
        <p className="flex min-w-0 items-start gap-2 text-muted-foreground">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <a
            href={`mailto:${booking.email}`}
            className="min-w-0 wrap-anywhere underline-offset-4 hover:underline"
          >
            {booking.email}
          </a>
        </p>
      </div>
      <div className="flex flex-wrap-reverse items-center justify-end gap-3">
        {actions && booking.status === 'confirmed' && (
          <div className="mr-auto">
            <BookingActions locale={locale} booking={item} texts={bookingActionTexts(texts)} />
          </div>
        )}
        <Link
          href={`${deskPath.bookings}/${booking.id}`}
          className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('bookings.details')}
          <span className="sr-only">: {item.name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

export function bookingCards(
  bookings: readonly Booking[],
  { locale, texts, now }: { locale: Locale; texts: DeskTexts; now: Date },
) {
  return bookings.map((booking) => (
    <BookingCard
      key={booking.id}
      booking={booking}
      locale={locale}
      texts={texts}
      now={now}
      actions
    />
  ));
}

export function studioZoneName(locale: Locale, at = new Date()): string {
  return describeTimeZone(studioTimeZone, locale, at);
}
