import { z } from 'zod/mini';
import { recordGoal } from '@/features/analytics/server/goals';
import { bookingWindow } from '@/features/booking/availability';
import { availabilityFor, bookingRateLimits, workingWeekdays } from '@/features/booking/config';
import { studioTimeZone } from '@/config/site';
import { localeSchema, timeZoneSchema } from '@/features/booking/schema';
import { currentOffer } from '@/features/booking/server/slots-service';
import { slotLabeler } from '@/lib/dates';
import type { SlotsResponse } from '@/features/booking/slots-response';
import { HttpError } from '@/server/http/errors';
import { guardedRoute } from '@/server/http/guarded-route';
import { apiErrorMessage } from '@/server/http/locale';

export const dynamic = 'force-dynamic';

const querySchema = z.object({
  locale: z.optional(localeSchema),
  tz: z.optional(timeZoneSchema),
});

export const GET = guardedRoute(
  { name: 'available-slots', rateLimit: bookingRateLimits.slots },
  async ({ request, locale, database }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const query = querySchema.safeParse({ locale: params.locale, tz: params.tz });
    if (!query.success) throw new HttpError(400, apiErrorMessage(locale, 'invalidQuery'));
    recordGoal('booking-dialog-opened', request);

    const now = new Date();
    const { rules, slots } = await currentOffer(database.db, now);
    const displayTimeZone = query.data.tz ?? studioTimeZone;
    const window = bookingWindow(now, availabilityFor(rules));
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
        timeZone: studioTimeZone,
        displayTimeZone,
        locale,
        window: { from: window.earliest.toISOString(), until: window.latest.toISOString() },
        weekdays: workingWeekdays(rules),
        sessionMinutes: rules.sessionMinutes,
        weeksAhead: rules.weeksAhead,
      } satisfies SlotsResponse,
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
);
