import { queueCalendarEvent } from '@/features/calendars/server/calendar-writes-repository';
import type { Booking } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';
import { bookingUid } from './calendar';
import { studioCalendarObject } from './studio-feed';

/** In the booking's own transaction: the written calendar follows it, cancelled ones removed. */
export async function syncWrittenCalendar(
  tx: Queryable,
  booking: Booking,
  meetingUrl?: string,
): Promise<void> {
  await queueCalendarEvent(
    tx,
    bookingUid(booking),
    booking.status === 'cancelled' ? null : studioCalendarObject(booking, meetingUrl),
  );
}
