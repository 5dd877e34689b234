import { getDatabase } from '@/server/db/connection';
import { DeskNotices } from '@/components/desk/desk-notice';
import { pastBookings } from '../server/bookings-repository';
import { bookingCards, studioZoneName } from './booking-card';
import { deskTexts } from '@/server/desk/desk-texts';
import { ListScreen, type ListPageProps } from '@/components/desk/list-screen';

export async function BookingsPage({ locale, query, page }: ListPageProps) {
  const now = new Date();
  const { db } = await getDatabase();
  const [texts, found] = await Promise.all([
    deskTexts(locale),
    pastBookings(db, { query, page }, now),
  ]);
  const { t } = texts;
  return (
    <DeskNotices dismiss={t('lists.dismiss')}>
      <ListScreen
        list="bookings"
        view={{ locale, texts, page, hasMore: found.hasMore }}
        intro={t('bookings.intro', { zone: studioZoneName(locale, now) })}
        search={query}
      >
        {bookingCards(found.items, { locale, texts, now })}
      </ListScreen>
    </DeskNotices>
  );
}
