import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator';
import { site } from '@/config/site';
import type { Booking } from '@/server/db/schema';

// One UID for the invitation, its updates, its cancellation and the studio's feed.
export function bookingUid(booking: Pick<Booking, 'id'>): string {
  return `booking-${booking.id}@marlowe.studio`;
}

const prodId = { company: site.name, product: 'Strategy sessions', language: 'EN' };

export function lastChange(booking: Booking): Date {
  return booking.cancelledAt ?? booking.movedAt ?? booking.createdAt;
}

// Each move and the cancellation raise SEQUENCE, so calendars replace the event with the update.
function bookingEvent(booking: Booking): ICalEventData {
  const cancelled = booking.status === 'cancelled';
  return {
    id: bookingUid(booking),
    sequence: booking.sequence,
    stamp: lastChange(booking),
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
  url: string;
}

export function bookingCalendar(booking: Booking, text: InviteText): string {
  const calendar = ical({
    prodId,
    method: booking.status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({ ...bookingEvent(booking), ...text });
  return calendar.toString();
}

interface StudioFeedEvent {
  booking: Booking;
  summary: string;
  description: string;
}

export function studioCalendar(
  events: readonly StudioFeedEvent[],
  { name, location, refreshMinutes }: { name: string; location: string; refreshMinutes?: number },
): string {
  // A CalDAV calendar's objects carry no METHOD and no refresh interval; a feed both.
  const calendar = ical({
    prodId,
    name,
    ...(refreshMinutes && { method: ICalCalendarMethod.PUBLISH, ttl: refreshMinutes * 60 }),
  });
  for (const { booking, summary, description } of events) {
    calendar.createEvent({
      ...bookingEvent(booking),
      created: booking.createdAt,
      lastModified: lastChange(booking),
      summary,
      description,
      location,
    });
  }
  return calendar.toString();
}
