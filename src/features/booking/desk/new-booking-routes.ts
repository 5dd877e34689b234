import 'server-only';
import { enterBooking } from '@/features/booking/server/booking-service';
import { slotProblemText } from '@/features/booking/server/messages';
import { freeSlots } from '@/features/booking/server/slots-service';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { describeScreenIssue, screenError } from '@/server/desk/messages';
import { HttpError } from '@/server/http/errors';
import { freeSlotEntries } from './booking-routes';
import { newBookingSchema } from './schema';

const describeIssue = describeScreenIssue('bookings');

export const newBookingSlotsRoute = deskRoute(
  { name: 'booking-new-slots' },
  async ({ database, locale, now }) =>
    deskJson({ slots: freeSlotEntries(await freeSlots(database.db, now), locale) }),
);

export const newBookingRoute = deskRoute(
  { name: 'booking-new', schema: newBookingSchema, describeIssue },
  async ({ database, session, data, locale, now }) => {
    const start = new Date(data.start);
    const outcome = await enterBooking(
      database.db,
      { ...data, start },
      {
        now,
        locale: data.locale,
        invite: data.invite,
        withinTransaction: (tx, booking) =>
          recordActivity(tx, session, 'booking.enter', {
            subject: { kind: 'booking', id: booking.id },
            details: { at: booking.slotStart.toISOString() },
          }),
      },
    );
    switch (outcome.kind) {
      case 'created':
        return deskJson({ status: 'created', id: outcome.booking.id }, [], 201);
      case 'taken':
        throw screenError(409, locale, 'bookings', 'taken');
      default:
        throw new HttpError(409, slotProblemText(locale, outcome.problem, outcome.rules));
    }
  },
);
