import { unsubscribeRateLimit } from '@/features/newsletter/config';
import { linkActionSchema, linkTokenSchema } from '@/features/newsletter/schema';
import { newsletterApiText } from '@/features/newsletter/server/messages';
import { subscriberLocale, unsubscribe } from '@/features/newsletter/server/subscriptions';
import { HttpError } from '@/server/http/errors';
import { guardedRoute } from '@/server/http/guarded-route';
import { readJsonBody } from '@/server/http/json-body';

export const dynamic = 'force-dynamic';

// RFC 8058 one-click POSTs come without Origin or cookies: the token is the only authority.
export const POST = guardedRoute(
  { name: 'newsletter-unsubscribe', rateLimit: unsubscribeRateLimit },
  async ({ request, locale, database }) => {
    const fromPage = request.headers.get('content-type')?.startsWith('application/json');
    const token = fromPage
      ? linkActionSchema.safeParse(await readJsonBody(request)).data?.token
      : linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token')).data;
    const state = token
      ? await unsubscribe(database.db, token, {
          now: new Date(),
          via: fromPage ? 'page' : 'one-click',
        })
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
