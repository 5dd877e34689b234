import { site } from '@/config/site';
import { bookingRateLimits } from '@/features/booking/config';
import { cancelRequestSchema } from '@/features/booking/reschedule-request';
import { cancelBooking } from '@/features/booking/server/booking-changes';
import {
  cancelErrorText,
  describeBookingIssue,
  durationText,
} from '@/features/booking/server/messages';
import { HttpError } from '@/server/http/errors';
import { writeRoute } from '@/server/http/write-route';

export const dynamic = 'force-dynamic';

const contact = { email: site.email, phone: site.phone.display };

// The cancel page's button: a POST, so a mail scanner that opens the emailed link cancels nothing.
export const POST = writeRoute(
  {
    name: 'booking-cancel',
    rateLimit: bookingRateLimits.bookings,
    schema: cancelRequestSchema,
    describeIssue: describeBookingIssue,
    localeField: 'locale',
  },
  async ({ data, locale, database }) => {
    const outcome = await cancelBooking(database.db, { token: data.token }, { by: 'visitor' });
    switch (outcome.kind) {
      case 'cancelled':
      case 'already-cancelled':
        return Response.json({ status: 'cancelled' }, { headers: { 'Cache-Control': 'no-store' } });
      case 'too-late':
        throw new HttpError(
          403,
          cancelErrorText(locale, 'tooLate', {
            ...contact,
            cutoff: durationText(locale, outcome.rules.cutoffMinutes),
          }),
        );
      case 'past':
        throw new HttpError(409, cancelErrorText(locale, 'past'));
      case 'not-found':
        throw new HttpError(404, cancelErrorText(locale, 'notFound', contact));
    }
  },
);
