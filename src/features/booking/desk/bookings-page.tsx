import { deskPath } from '@/config/desk';
import type { Locale } from '@/i18n/routing';
import { getDatabase } from '@/server/db/connection';
import { DeskHeading } from '@/components/desk/desk-heading';
import { DeskNotices } from '@/components/desk/desk-notice';
import { pastBookings } from '../server/bookings-repository';
import { BookingCard, studioZoneName } from './booking-card';
import { deskTexts } from '@/server/desk/desk-texts';
import { ExportLink, ResultList, SearchForm } from '@/components/desk/list-controls';

export async function BookingsPage({
  locale,
  query,
  page,
}: {
  locale: Locale;
  query: string;
  page: number;
}) {
  const now = new Date();
  const { db } = await getDatabase();
  const [texts, found] = await Promise.all([
    deskTexts(locale),
    pastBookings(db, { query, page }, now),
  ]);
  const { t } = texts;
  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <DeskHeading
        title={t('bookings.heading')}
        intro={t('bookings.intro', { zone: studioZoneName(locale, now) })}
      >
        <ExportLink
          list="bookings"
          locale={locale}
          query={{ q: query }}
          label={t('csv.download')}
        />
      </DeskHeading>
      <div className="grid gap-6">
        <SearchForm
          action={deskPath.bookings}
          label={t('bookings.searchLabel')}
          submit={t('lists.search')}
          query={query}
        />
        <ResultList
          label={t('bookings.results')}
          empty={query ? t('bookings.noMatch', { query }) : t('bookings.empty')}
          path={deskPath.bookings}
          query={{ q: query }}
          page={page}
          hasMore={found.hasMore}
          pager={texts.pager(page)}
        >
          {found.items.map((booking) => (
            <BookingCard
              key={booking.id}
              booking={booking}
              locale={locale}
              texts={texts}
              now={now}
              actions
            />
          ))}
        </ResultList>
      </div>
    </DeskNotices>
  );
}
