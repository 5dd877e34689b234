import type { Queryable } from '@/server/db/types';
import type { Booking } from '@/server/db/schema';
import { studioCalendarFeed } from '../config';
import { bookingsStartingFrom } from './bookings-repository';
import { studioCalendar } from './calendar';
import { studioDetails } from './studio-emails';

const DAY_MS = 86_400_000;

function summary(booking: Booking): string {
  const who = `${booking.firstName} ${booking.lastName}`;
  const company = booking.company ? ` (${booking.company})` : '';
  const cancelled = booking.status === 'cancelled' ? 'Cancelled: ' : '';
  return `${cancelled}Strategy session: ${who}${company}`;
}

const feedEvent = (booking: Booking) => ({
  booking,
  summary: summary(booking),
  description: studioDetails(booking)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n'),
});

const calendarName = 'Marlowe Creative Studio: strategy sessions';

export function studioCalendarObject(booking: Booking, meetingUrl?: string): string {
  return studioCalendar([feedEvent(booking)], {
    name: calendarName,
    location: meetingUrl ?? 'Video call',
  });
}

export async function studioFeed(
  db: Queryable,
  now: Date,
  { meetingUrl }: { meetingUrl?: string } = {},
): Promise<string> {
  const from = new Date(now.getTime() - studioCalendarFeed.pastDays * DAY_MS);
  const bookings = await bookingsStartingFrom(db, from);
  return studioCalendar(bookings.map(feedEvent), {
    name: calendarName,
    location: meetingUrl ?? 'Video call',
    refreshMinutes: studioCalendarFeed.refreshMinutes,
  });
}
