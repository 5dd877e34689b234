import { bookingRateLimits } from '@/features/booking/config';
import { studioFeed } from '@/features/booking/server/studio-feed';
import { env } from '@/server/env';
import { guardedRoute } from '@/server/http/guarded-route';

export const dynamic = 'force-dynamic';

export const GET = guardedRoute(
  {
    name: 'studio-calendar',
    rateLimit: bookingRateLimits.studioCalendar,
    secretToken: { expected: env.STUDIO_CALENDAR_TOKEN },
  },
  async ({ database }) =>
    new Response(
      await studioFeed(database.db, new Date(), { meetingUrl: env.STUDIO_MEETING_URL }),
      {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="marlowe-strategy-sessions.ics"',
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
        },
      },
    ),
);
