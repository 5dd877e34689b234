import { bookingShows, type BookingShow } from '@/config/desk-limits';
import { getDatabase } from '@/server/db/connection';
import { DeskNotices } from '@/components/desk/desk-notice';
import { FilterSelect } from '@/components/desk/list-controls';
import { ListScreen } from '@/components/desk/list-screen';
import type { Locale } from '@/i18n/routing';
import { deskTexts } from '@/server/desk/desk-texts';
import { bookingsPage, type BookingFilter } from '../server/bookings-repository';
import { bookingCards, studioZoneName } from './booking-card';
import { NewBookingButton } from './new-booking-button';

export function bookingFilter(
  params: Record<string, string | string[] | undefined>,
  query: string,
): BookingFilter {
  const show = (bookingShows.find((value) => value === params.show) ?? 'all') as BookingShow;
  return { show, query };
}

export async function BookingsPage({
  locale,
  filter,
  page,
}: {
  locale: Locale;
  filter: BookingFilter;
  page: number;
}) {
  const now = new Date();
  const { db } = await getDatabase();
  const [texts, found] = await Promise.all([
    deskTexts(locale),
    bookingsPage(db, { ...filter, page }, now),
  ]);
  const { t } = texts;
  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <ListScreen
        list="bookings"
        view={{ locale, texts, page, hasMore: found.hasMore }}
        intro={t('bookings.intro', { zone: studioZoneName(locale, now) })}
        search={filter.query}
        filters={{
          query: { q: filter.query, show: filter.show === 'all' ? undefined : filter.show },
          fields: (
            <FilterSelect
              name="show"
              label={t('bookings.showLabel')}
              value={filter.show}
              options={bookingShows.map((show): [string, string] => [
                show,
                t(`bookings.shows.${show}`),
              ])}
            />
          ),
          submit: t('lists.show'),
        }}
        empty={
          filter.query || filter.show === 'all'
            ? undefined
            : t(`bookings.emptyShown.${filter.show}`)
        }
        action={<NewBookingButton locale={locale} texts={texts} />}
      >
        {bookingCards(found.items, { locale, texts, now })}
      </ListScreen>
    </DeskNotices>
  );
}
