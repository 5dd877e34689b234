import { createHash, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@/server/db/client';
import type { Booking } from '@/server/db/schema';
import { studioCalendarFeed } from '../config';
import { bookingsStartingFrom } from './bookings-repository';
import { studioCalendar } from './calendar';
import { studioDetails } from './emails';

const DAY_MS = 86_400_000;

/**
 * Whether the token in a feed request is the configured one. Both are hashed first, so the
 * comparison takes the same time whatever was sent, however long, and leaks nothing.
 */
export function isStudioFeedToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function summary(booking: Booking): string {
  const who = `${booking.firstName} ${booking.lastName}`;
  const company = booking.company ? ` (${booking.company})` : '';
  const cancelled = booking.status === 'cancelled' ? 'Cancelled: ' : '';
  return `${cancelled}Strategy session: ${who}${company}`;
}

/**
 * The studio's calendar of strategy sessions, in English like its emails: upcoming ones and
 * those of the last few months, each with everything the visitor wrote.
 */
export async function studioFeed(db: Queryable, now: Date): Promise<string> {
  const from = new Date(now.getTime() - studioCalendarFeed.pastDays * DAY_MS);
  const bookings = await bookingsStartingFrom(db, from);
  return studioCalendar(
    bookings.map((booking) => ({
      booking,
      summary: summary(booking),
      description: studioDetails(booking)
        .map(([label, value]) => `${label}: ${value}`)
        .join('\n'),
    })),
    {
      name: 'Marlowe Creative Studio: strategy sessions',
      location: 'Video call',
      refreshMinutes: studioCalendarFeed.refreshMinutes,
    },
  );
}
