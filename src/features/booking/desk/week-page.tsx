import { ArrowLeft, ArrowRight, CalendarRange } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { deskPath } from '@/config/desk';
import { studioTimeZone } from '@/config/site';
import { busyTimesBetween } from '@/features/calendars/server/busy-times-repository';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/class-names';
import { dayKey, formatDay, formatDayShort, formatShortDate, formatTime } from '@/lib/dates';
import { getDatabase } from '@/server/db/connection';
import type { Booking } from '@/server/db/schema';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskNotices } from '@/components/desk/desk-notice';
import { withQuery } from '@/components/desk/list-controls';
import { deskTexts, type DeskTexts } from '@/server/desk/desk-texts';
import { isCalendarDay, nextCalendarDay, startOfCalendarDay } from '../closed-days';
import { activeBookingsBetween } from '../server/bookings-repository';
import { bookingUid } from '../server/calendar';
import { arrangeWeek, type WeekItem } from '../week';
import { studioZoneName } from './booking-card';
import { NewBookingButton } from './new-booking-button';

const DAYS = 7;

function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function weekStart(value: string | string[] | undefined, now: Date): string {
  return typeof value === 'string' && isCalendarDay(value) ? value : dayKey(now, studioTimeZone);
}

type Session = { start: Date; end: Date; booking: Booking };

function ItemView({
  item,
  locale,
  texts: { t },
}: {
  item: WeekItem<Session>;
  locale: Locale;
  texts: DeskTexts;
}) {
  const time = (date: Date) => formatTime(date, locale, studioTimeZone);
  const span = t('week.span', { start: time(item.start), end: time(item.end) });
  if (item.kind === 'busy') {
    return (
      <li className="rounded-lg border border-dashed border-border bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
        <p className="font-medium">{item.wholeDay ? t('week.wholeDay') : span}</p>
        <p className="break-words">{t('week.busy', { calendar: item.calendar })}</p>
      </li>
    );
  }
  const { booking } = item.session;
  const name = `${booking.firstName} ${booking.lastName}`;
  return (
    <li className="rounded-lg border border-primary/40 bg-accent px-3 py-2 text-sm">
      <p className="font-medium">{span}</p>
      <Link
        href={`${deskPath.bookings}/${booking.id}`}
        className="block font-semibold break-words text-primary underline-offset-4 hover:underline"
      >
        <span className="sr-only">{t('week.sessionWith')} </span>
        {name}
      </Link>
    </li>
  );
}

// Seven days in a row on a wide screen, one under another on a phone.
export async function WeekPage({ locale, firstDay }: { locale: Locale; firstDay: string }) {
  const now = new Date();
  const lastDay = shiftDay(firstDay, DAYS - 1);
  const from = startOfCalendarDay(firstDay, studioTimeZone);
  const until = startOfCalendarDay(nextCalendarDay(lastDay), studioTimeZone);
  const { db } = await getDatabase();
  const [texts, bookings, blocks] = await Promise.all([
    deskTexts(locale),
    activeBookingsBetween(db, from, until),
    busyTimesBetween(db, from, until),
  ]);
  const { t } = texts;
  // A booking read back from the calendar it was written to is the session itself.
  const written = new Set(bookings.map(bookingUid));
  const days = arrangeWeek(
    { firstDay, lastDay, timeZone: studioTimeZone },
    bookings.map((booking) => ({ start: booking.slotStart, end: booking.slotEnd, booking })),
    blocks.filter((block) => !written.has(block.uid)),
  );
  const today = dayKey(now, studioTimeZone);
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  const weekLink = (day: string) =>
    withQuery(deskPath.week, { from: day === today ? undefined : day });

  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <DeskHeading
        title={t('week.heading', {
          from: formatShortDate(noon(firstDay), locale, 'UTC'),
          until: formatShortDate(noon(lastDay), locale, 'UTC'),
        })}
        intro={t('week.intro', { zone: studioZoneName(locale, now) })}
      >
        <NewBookingButton locale={locale} texts={texts} />
      </DeskHeading>
      <nav aria-label={t('week.weeks')} className="mb-6 flex flex-wrap gap-3">
        <Link href={weekLink(shiftDay(firstDay, -DAYS))} className={linkClass}>
          <ArrowLeft aria-hidden="true" />
          {t('week.previous')}
        </Link>
        {firstDay !== today && (
          <Link href={weekLink(today)} className={linkClass}>
            <CalendarRange aria-hidden="true" />
            {t('week.thisWeek')}
          </Link>
        )}
        <Link href={weekLink(shiftDay(firstDay, DAYS))} className={linkClass}>
          {t('week.next')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </nav>
      <ol className="grid gap-4 lg:grid-cols-7 lg:gap-2">
        {days.map(({ day, items }) => (
          <li
            key={day}
            aria-labelledby={`day-${day}`}
            className={cx(
              'grid content-start gap-2 rounded-xl border border-border p-3 lg:min-h-64',
              day === today && 'border-primary',
            )}
          >
            <h2 id={`day-${day}`} className="font-display text-base font-semibold">
              <span className="lg:hidden">{formatDay(noon(day), locale, 'UTC')}</span>
              <span className="hidden lg:inline">{formatDayShort(noon(day), locale, 'UTC')}</span>
              {day === today && <span className="sr-only">, {t('week.today')}</span>}
            </h2>
            {items.length ? (
              <ul className="grid gap-2">
                {items.map((item, index) => (
                  <ItemView key={index} item={item} locale={locale} texts={texts} />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{t('week.nothing')}</p>
            )}
          </li>
        ))}
      </ol>
    </DeskNotices>
  );
}
