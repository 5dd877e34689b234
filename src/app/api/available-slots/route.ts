import { z } from 'zod/mini';
import { bookingWindow } from '@/features/booking/availability';
import { availabilityConfig, bookingRateLimits } from '@/features/booking/config';
import { localeSchema, timeZoneSchema } from '@/features/booking/schema';
import { offeredSlots } from '@/features/booking/server/slots-service';
import { slotLabeler } from '@/features/booking/slot-format';
import type { SlotsResponse } from '@/features/booking/slots-response';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from '@/server/http/api-handler';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { apiErrorMessage, requestLocale } from '@/server/http/locale';
import { enforceRateLimit, rateLimiterFor } from '@/server/http/rate-limit';

export const dynamic = 'force-dynamic';

const querySchema = z.object({
  locale: z.optional(localeSchema),
  tz: z.optional(timeZoneSchema),
});

/**
 * The sessions open for booking. `slots` holds text labels (in `tz` and `locale` when given,
 * else studio time); `entries` the same slots as ISO 8601 instants for machines.
 */
export const GET = apiHandler(async (request) => {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = querySchema.safeParse({ locale: params.locale, tz: params.tz });
  const locale = requestLocale(request, query.data?.locale);
  if (!query.success) throw new HttpError(400, apiErrorMessage(locale, 'invalidQuery'));

  const database = await getDatabase();
  await enforceRateLimit(
    rateLimiterFor(database, { name: 'available-slots', ...bookingRateLimits.slots }),
    clientAddress(request, env.TRUST_PROXY),
    locale,
  );

  const now = new Date();
  const slots = await offeredSlots(database.db, now);
  const displayTimeZone = query.data.tz ?? availabilityConfig.timeZone;
  const window = bookingWindow(now, availabilityConfig);
  const label = slotLabeler(locale, displayTimeZone);
  const entries = slots.map((slot) => ({
    start: slot.start.toISOString(),
    end: slot.end.toISOString(),
    label: label(slot.start),
  }));
  return Response.json(
    {
      slots: entries.map((entry) => entry.label),
      entries,
      timeZone: availabilityConfig.timeZone,
      displayTimeZone,
      locale,
      window: { from: window.earliest.toISOString(), until: window.latest.toISOString() },
    } satisfies SlotsResponse,
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
