import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator';
import { site } from '@/config/site';
import type { Booking } from '@/server/db/schema';

/**
 * The invitation's UID: the same for the invitation, its cancellation and the studio's feed, so
 * calendars match them.
 */
export function bookingUid(booking: Pick<Booking, 'id'>): string {
  return `booking-${booking.id}@marlowe.studio`;
}

const prodId = { company: site.name, product: 'Strategy sessions', language: 'EN' };

/**
 * What every calendar copy of a booking says alike, in UTC so each calendar shows the right
 * instant in its own zone. A cancellation raises SEQUENCE, so it replaces the invitation.
 */
function bookingEvent(booking: Booking, cancelled: boolean): ICalEventData {
  return {
    id: bookingUid(booking),
    sequence: cancelled ? 1 : 0,
    stamp: cancelled ? (booking.cancelledAt ?? new Date()) : booking.createdAt,
    start: booking.slotStart,
    end: booking.slotEnd,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: site.founder.name, email: site.email },
    attendees: [
      {
        name: `${booking.firstName} ${booking.lastName}`,
        email: booking.email,
        role: ICalAttendeeRole.REQ,
        rsvp: !cancelled,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  };
}

export interface InviteText {
  summary: string;
  description: string;
  location: string;
}

/** The visitor's invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) for a booking. */
export function bookingCalendar(
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  text: InviteText,
  url: string,
): string {
  const cancelled = method === 'CANCEL';
  const calendar = ical({
    prodId,
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({ ...bookingEvent(booking, cancelled), ...text, url });
  return calendar.toString();
}

export interface StudioFeedEvent {
  booking: Booking;
  summary: string;
  description: string;
}

/**
 * The studio's subscription feed (METHOD:PUBLISH): one event per booking, cancelled ones kept
 * and marked CANCELLED. Calendar apps fetch it again after `refreshMinutes`.
 */
export function studioCalendar(
  events: readonly StudioFeedEvent[],
  { name, location, refreshMinutes }: { name: string; location: string; refreshMinutes: number },
): string {
  const calendar = ical({
    prodId,
    method: ICalCalendarMethod.PUBLISH,
    name,
    ttl: refreshMinutes * 60,
  });
  for (const { booking, summary, description } of events) {
    calendar.createEvent({
      ...bookingEvent(booking, booking.status === 'cancelled'),
      created: booking.createdAt,
      lastModified: booking.cancelledAt ?? booking.createdAt,
      summary,
      description,
      location,
    });
  }
  return calendar.toString();
}
