import { site } from '@/config/site';
import { bookingRateLimits } from '@/features/booking/config';
import { rescheduleRequestSchema } from '@/features/booking/reschedule-request';
import { moveBooking } from '@/features/booking/server/booking-changes';
import {
  describeBookingIssue,
  durationText,
  rescheduleErrorText,
  slotProblemText,
} from '@/features/booking/server/messages';
import { publicBooking, type BookingResponse } from '@/features/booking/server/public-booking';
import { HttpError } from '@/server/http/errors';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

const contact = { email: site.email, phone: site.phone.display };

export const POST = writeRoute(
  {
    name: 'booking-reschedule',
    rateLimit: bookingRateLimits.bookings,
    schema: rescheduleRequestSchema,
    describeIssue: describeBookingIssue,
    localeField: 'locale',
  },
  async ({ data, locale, database }) => {
    const outcome = await moveBooking(database.db, { token: data.token }, new Date(data.start), {
      by: 'visitor',
    });
    switch (outcome.kind) {
      case 'moved':
        return Response.json(
          { booking: publicBooking(outcome.booking, locale) } satisfies BookingResponse,
          { headers: { 'Cache-Control': 'no-store' } },
        );
      case 'taken':
        throw new HttpError(409, rescheduleErrorText(locale, 'taken'));
      case 'unavailable': {
        const message =
          outcome.problem === 'sameTime'
            ? rescheduleErrorText(locale, 'sameTime')
            : slotProblemText(locale, outcome.problem, outcome.rules);
        throw new HttpError(400, message, { errors: { start: message } });
      }
      case 'too-late':
        throw new HttpError(
          403,
          rescheduleErrorText(locale, 'tooLate', {
            ...contact,
            cutoff: durationText(locale, outcome.rules.cutoffMinutes),
          }),
        );
      case 'cancelled':
      case 'past':
        throw new HttpError(409, rescheduleErrorText(locale, outcome.kind));
      case 'not-found':
        throw new HttpError(404, rescheduleErrorText(locale, 'notFound', contact));
    }
  },
);
