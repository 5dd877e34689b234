import { bookingRateLimits } from '@/features/booking/config';
import { bookingRequestSchema } from '@/features/booking/schema';
import { bookStrategySession } from '@/features/booking/server/booking-service';
import { bookingErrorText, describeBookingIssue } from '@/features/booking/server/messages';
import { publicBooking, type BookingResponse } from '@/features/booking/server/public-booking';
import { env } from '@/server/env';
import { HttpError } from '@/server/http/errors';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

/**
 * Books a strategy session: 201 with the booking once it is stored, 200 with the same booking
 * when its visitor sends it again, 409 when someone else holds the slot, 400 for bad input
 * (including a time the studio does not offer right now).
 */
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
  async ({ data, locale, database }) => {
    const outcome = await bookStrategySession(database.db, data, {
      now: new Date(),
      locale,
      siteUrl: env.SITE_URL,
      studioEmail: env.STUDIO_NOTIFY_EMAIL,
    });
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
      case 'unavailable':
        // Past, too soon, beyond the four weeks or off the grid: invalid input, like any other.
        throw new HttpError(400, bookingErrorText(locale, 'slotUnavailable'), {
          errors: { timeSlot: bookingErrorText(locale, 'slotUnavailable') },
        });
    }
  },
);
