import { unsubscribeRateLimit } from '@/features/newsletter/config';
import { linkTokenSchema } from '@/features/newsletter/schema';
import { newsletterApiText } from '@/features/newsletter/server/messages';
import { subscriberLocale, unsubscribe } from '@/features/newsletter/server/subscriptions';
import { HttpError } from '@/server/http/errors';
import { guardedRoute } from '@/server/http/guarded-route';

export const dynamic = 'force-dynamic';

// One-click unsubscribe (RFC 8058): mail programs POST here from their own servers, without
// Origin or cookies, so the token is the only authority. A scanner's GET unsubscribes nobody.
export const POST = guardedRoute(
  { name: 'newsletter-unsubscribe', rateLimit: unsubscribeRateLimit },
  async ({ request, locale, database }) => {
    const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token'));
    const state = token.success
      ? await unsubscribe(database.db, token.data, { now: new Date(), via: 'one-click' })
      : ({ kind: 'invalid' } as const);
    if (state.kind === 'invalid') {
      throw new HttpError(404, newsletterApiText(locale, 'invalidLink'));
    }
    return Response.json(
      { message: newsletterApiText(subscriberLocale(state.subscriber), 'unsubscribed') },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  },
);
