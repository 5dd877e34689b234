import 'server-only';
import {
  cancelBooking,
  markBookingOutcome,
  moveBooking,
} from '@/features/booking/server/booking-changes';
import { findBookingById } from '@/features/booking/server/bookings-repository';
import { slotProblemText } from '@/features/booking/server/messages';
import { freeSlots } from '@/features/booking/server/slots-service';
import { studioTimeZone } from '@/config/site';
import type { Locale } from '@/i18n/routing';
import { dayKey, formatDay, formatDayShort, formatSlot, formatTime } from '@/lib/dates';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import type { ActivityDetails } from '@/server/db/schema';
import type { Transaction } from '@/server/db/types';
import { HttpError } from '@/server/http/errors';
import type { DeskSession } from '@/server/desk/session-repository';
import { bookingOutcomeSchema, cancelBookingSchema, moveBookingSchema } from './schema';
import { describeScreenIssue, screenError } from '@/server/desk/messages';
import { recordId } from '@/server/desk/route-params';
import type { FreeSlot } from './slot-picker';

type IdParams = { id: string };
const describeIssue = describeScreenIssue('bookings');

// The change's own transaction records it, with the session's time as it stands after it.
const logChange =
  (session: DeskSession, id: string, action: string, from?: Date) => async (tx: Transaction) => {
    const booking = await findBookingById(tx, id);
    const details: ActivityDetails = {};
    if (booking) details.at = booking.slotStart.toISOString();
    if (from) details.from = from.toISOString();
    await recordActivity(tx, session, action, { subject: { kind: 'booking', id }, details });
  };

export const cancelBookingRoute = deskRoute<typeof cancelBookingSchema, IdParams>(
  { name: 'booking-cancel', schema: cancelBookingSchema, describeIssue },
  async ({ database, session, params, data, locale, now }) => {
    const id = recordId(params.id, locale, 'bookings');
    const outcome = await cancelBooking(
      database.db,
      { id },
      {
        by: 'studio',
        now,
        note: data.note ?? '',
        withinTransaction: logChange(session, id, 'booking.cancel'),
      },
    );
    switch (outcome.kind) {
      case 'cancelled':
        return deskJson({ status: 'cancelled' });
      case 'not-found':
        throw screenError(404, locale, 'bookings', 'notFound');
      case 'already-cancelled':
        throw screenError(409, locale, 'bookings', 'alreadyCancelled');
      default:
        throw screenError(409, locale, 'bookings', 'started');
    }
  },
);

export const moveBookingRoute = deskRoute<typeof moveBookingSchema, IdParams>(
  { name: 'booking-move', schema: moveBookingSchema, describeIssue },
  async ({ database, session, params, data, locale, now }) => {
    const id = recordId(params.id, locale, 'bookings');
    const before = await findBookingById(database.db, id);
    const outcome = await moveBooking(database.db, { id }, new Date(data.start), {
      by: 'studio',
      now,
      withinTransaction: logChange(session, id, 'booking.move', before?.slotStart),
    });
    switch (outcome.kind) {
      case 'moved':
        return deskJson({ status: 'moved', start: outcome.booking.slotStart.toISOString() });
      case 'taken':
        throw screenError(409, locale, 'bookings', 'taken');
      case 'unavailable':
        if (outcome.problem === 'sameTime') throw screenError(409, locale, 'bookings', 'sameTime');
        throw new HttpError(409, slotProblemText(locale, outcome.problem, outcome.rules));
      case 'not-found':
        throw screenError(404, locale, 'bookings', 'notFound');
      case 'cancelled':
        throw screenError(409, locale, 'bookings', 'alreadyCancelled');
      default:
        throw screenError(409, locale, 'bookings', 'started');
    }
  },
);

export const bookingOutcomeRoute = deskRoute<typeof bookingOutcomeSchema, IdParams>(
  { name: 'booking-outcome', schema: bookingOutcomeSchema, describeIssue },
  async ({ database, session, params, data, locale, now }) => {
    const id = recordId(params.id, locale, 'bookings');
    const action = data.outcome === 'held' ? 'booking.held' : 'booking.noShow';
    const outcome = await markBookingOutcome(database.db, id, data.outcome, {
      now,
      withinTransaction: logChange(session, id, action),
    });
    switch (outcome.kind) {
      case 'marked':
        return deskJson({ status: 'marked', outcome: data.outcome });
      case 'not-found':
        throw screenError(404, locale, 'bookings', 'notFound');
      case 'cancelled':
        throw screenError(409, locale, 'bookings', 'alreadyCancelled');
      case 'not-started':
        throw screenError(409, locale, 'bookings', 'notStarted');
    }
  },
);

export function freeSlotEntries(
  slots: readonly { start: Date }[],
  locale: Locale,
  visitorZone?: string,
): FreeSlot[] {
  return slots.map(({ start }) => ({
    start: start.toISOString(),
    dayKey: dayKey(start, studioTimeZone),
    day: formatDay(start, locale, studioTimeZone),
    dayShort: formatDayShort(start, locale, studioTimeZone),
    time: formatTime(start, locale, studioTimeZone),
    visitorTime: visitorZone ? formatSlot(start, locale, visitorZone) : undefined,
  }));
}

export const freeSlotsRoute = deskRoute<undefined, IdParams>(
  { name: 'booking-free-slots' },
  async ({ database, params, locale, now }) => {
    const id = recordId(params.id, locale, 'bookings');
    const booking = await findBookingById(database.db, id);
    if (!booking) throw screenError(404, locale, 'bookings', 'notFound');
    const slots = await freeSlots(database.db, now, { by: 'studio', exceptBookingId: id });
    const others = slots.filter((slot) => slot.start.getTime() !== booking.slotStart.getTime());
    return deskJson({ slots: freeSlotEntries(others, locale, booking.timeZone) });
  },
);
