import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { site } from '@/config/site';
import type { Booking } from '@/server/db/schema';

/** The invitation's UID: the same for the invitation and its cancellation, so calendars match them. */
export function bookingUid(booking: Pick<Booking, 'id'>): string {
  return `booking-${booking.id}@marlowe.studio`;
}

export interface InviteText {
  summary: string;
  description: string;
  location: string;
}

/**
 * An iCalendar invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL) for a booking, in UTC
 * so every calendar shows the right instant in its own zone. The cancellation raises SEQUENCE.
 */
export function bookingCalendar(
  booking: Booking,
  method: 'REQUEST' | 'CANCEL',
  text: InviteText,
  url: string,
): string {
  const cancelled = method === 'CANCEL';
  const calendar = ical({
    prodId: { company: site.name, product: 'Strategy sessions', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: bookingUid(booking),
    sequence: cancelled ? 1 : 0,
    stamp: cancelled ? (booking.cancelledAt ?? new Date()) : booking.createdAt,
    start: booking.slotStart,
    end: booking.slotEnd,
    summary: text.summary,
    description: text.description,
    location: text.location,
    url,
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
  });
  return calendar.toString();
}
