import { recordGoal } from '@/features/analytics/server/goals';
import { bookingRateLimits } from '@/features/booking/config';
import { bookingRequestSchema } from '@/features/booking/schema';
import { bookStrategySession } from '@/features/booking/server/booking-service';
import {
  bookingErrorText,
  describeBookingIssue,
  slotProblemText,
} from '@/features/booking/server/messages';
import { publicBooking, type BookingResponse } from '@/features/booking/server/public-booking';
import { HttpError } from '@/server/http/errors';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

export const POST = writeRoute(
  {
    name: 'book-strategy-session',
    rateLimit: bookingRateLimits.bookings,
    schema: bookingRequestSchema,
    describeIssue: describeBookingIssue,
    localeField: 'locale',
    honeypot: {
      field: 'referenceCode',
      decoy: () => Response.json({ booking: null } satisfies BookingResponse, { status: 201 }),
    },
  },
  async ({ request, data, locale, database }) => {
    const outcome = await bookStrategySession(database.db, data, { now: new Date(), locale });
    if (outcome.kind === 'created') recordGoal('booking-made', request);
    switch (outcome.kind) {
      case 'created':
      case 'existing':
        return Response.json(
          { booking: publicBooking(outcome.booking, locale) } satisfies BookingResponse,
          {
            status: outcome.kind === 'created' ? 201 : 200,
            headers: { 'Cache-Control': 'no-store' },
          },
        );
      case 'taken':
        throw new HttpError(409, bookingErrorText(locale, 'slotTaken'));
      case 'unavailable': {
        // No such session, or not one offered now: invalid input, like any other.
        const message =
          outcome.reason === 'timeSlot'
            ? bookingErrorText(locale, 'timeSlot')
            : slotProblemText(locale, outcome.reason, outcome.rules);
        throw new HttpError(400, message, { errors: { timeSlot: message } });
      }
    }
  },
);
