import { bookingRateLimits } from '@/features/booking/config';
import { isStudioFeedToken, studioFeed } from '@/features/booking/server/studio-feed';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from '@/server/http/api-handler';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { apiErrorMessage, requestLocale } from '@/server/http/locale';
import { enforceRateLimit, rateLimiterFor } from '@/server/http/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * The studio's private calendar of strategy sessions, for any calendar app to subscribe to.
 * It exists only when STUDIO_CALENDAR_TOKEN is set, and answers only to that token: anything
 * else gets the same 404 as an address that does not exist.
 */
export const GET = apiHandler(async (request) => {
  const locale = requestLocale(request);
  const notFound = new HttpError(404, apiErrorMessage(locale, 'notFound'));
  const expected = env.STUDIO_CALENDAR_TOKEN;
  if (!expected) throw notFound;

  const database = await getDatabase();
  await enforceRateLimit(
    rateLimiterFor(database, { name: 'studio-calendar', ...bookingRateLimits.studioCalendar }),
    clientAddress(request, env.TRUST_PROXY),
    locale,
  );
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!isStudioFeedToken(token, expected)) throw notFound;

  return new Response(await studioFeed(database.db, new Date()), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="marlowe-strategy-sessions.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
});
