import { bookingRateLimits } from '@/features/booking/config';
import { bookingRequestSchema } from '@/features/booking/schema';
import { bookStrategySession } from '@/features/booking/server/booking-service';
import { bookingErrorText, describeBookingIssue } from '@/features/booking/server/messages';
import { publicBooking } from '@/features/booking/server/public-booking';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from '@/server/http/api-handler';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';
import { requestLocale } from '@/server/http/locale';
import { enforceRateLimit, rateLimiterFor } from '@/server/http/rate-limit';
import { assertSameOrigin } from '@/server/http/same-origin';
import { validationError } from '@/server/http/validation';

export const dynamic = 'force-dynamic';

/**
 * Books a strategy session: 201 with the booking once it is stored, 200 with the same booking
 * when its visitor sends it again, 409 when someone else holds the slot, 400 for bad input
 * (including a time the studio does not offer right now).
 */
export const POST = apiHandler(async (request) => {
  assertSameOrigin(request, env.SITE_URL);

  const database = await getDatabase();
  await enforceRateLimit(
    rateLimiterFor(database, { name: 'book-strategy-session', ...bookingRateLimits.bookings }),
    clientAddress(request, env.TRUST_PROXY),
    requestLocale(request),
  );

  const body = await readJsonBody(request);
  const locale = requestLocale(request, (body as { locale?: unknown } | null)?.locale);
  const parsed = bookingRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw validationError(parsed.error.issues, locale, (issue) =>
      describeBookingIssue(locale, issue),
    );
  }
  // The hidden honeypot field was filled in: a bot. It is told all went well, and nothing is kept.
  if (parsed.data.referenceCode) {
    return Response.json({ booking: null }, { status: 201 });
  }

  const outcome = await bookStrategySession(database.db, parsed.data, {
    now: new Date(),
    locale,
    siteUrl: env.SITE_URL,
    studioEmail: env.STUDIO_NOTIFY_EMAIL,
  });
  switch (outcome.kind) {
    case 'created':
    case 'existing':
      return Response.json(
        { booking: publicBooking(outcome.booking, locale) },
        {
          status: outcome.kind === 'created' ? 201 : 200,
          headers: { 'Cache-Control': 'no-store' },
        },
      );
    case 'taken':
      throw new HttpError(409, bookingErrorText(locale, 'slotTaken'));
    case 'unavailable':
      // No such session, or not one offered now: invalid input, like any other.
      throw new HttpError(400, bookingErrorText(locale, outcome.reason), {
        errors: { timeSlot: bookingErrorText(locale, outcome.reason) },
      });
  }
});
