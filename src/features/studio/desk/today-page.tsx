import { Inbox } from 'lucide-react';
import { studioTimeZone } from '@/config/site';
import { formatDay } from '@/lib/dates';
import { deskPath } from '@/config/desk';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskNotices } from '@/components/desk/desk-notice';
import { todayAndUpcoming } from '@/features/booking/desk/agenda';
import { countUnhandledLeads } from '@/features/leads/server/leads-repository';
import { bookingCards, studioZoneName } from '@/features/booking/desk/booking-card';
import { deskTexts } from '@/server/desk/desk-texts';
import { EmptyState, withQuery } from '@/components/desk/list-controls';

export async function TodayPage({ locale }: { locale: Locale }) {
  const now = new Date();
  const { db } = await getDatabase();
  const [texts, sessions, waiting] = await Promise.all([
    deskTexts(locale),
    todayAndUpcoming(db, now),
    countUnhandledLeads(db),
  ]);
  const { t } = texts;
  const list = (bookings: typeof sessions.today) => (
    <ul className="grid gap-4 lg:grid-cols-2">{bookingCards(bookings, { locale, texts, now })}</ul>
  );

  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <DeskHeading
        title={t('today.heading')}
        intro={t('today.intro', { zone: studioZoneName(locale, now) })}
      >
        <Link
          href={withQuery(deskPath.leads, { state: 'unhandled' })}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border px-4 text-sm font-medium hover:bg-muted"
        >
          <Inbox aria-hidden="true" className="size-4" />
          {t('today.waitingLeads', { count: waiting })}
        </Link>
      </DeskHeading>
      <div className="grid gap-10">
        <section aria-labelledby="today" className="grid gap-4">
          <h2 id="today" className="font-display text-2xl font-semibold tracking-tight">
            {t('today.todayHeading', { date: formatDay(now, locale, studioTimeZone) })}
          </h2>
          {sessions.today.length ? (
            list(sessions.today)
          ) : (
            <EmptyState>{t('today.noneToday')}</EmptyState>
          )}
        </section>
        <section aria-labelledby="upcoming" className="grid gap-4">
          <h2 id="upcoming" className="font-display text-2xl font-semibold tracking-tight">
            {t('today.upcomingHeading')}
          </h2>
          {sessions.upcoming.length ? (
            list(sessions.upcoming)
          ) : (
            <EmptyState>{t('today.noneUpcoming')}</EmptyState>
          )}
        </section>
      </div>
    </DeskNotices>
  );
}
