import { unsubscribeRateLimit } from '@/features/newsletter/config';
import { linkTokenSchema } from '@/features/newsletter/schema';
import { newsletterApiText } from '@/features/newsletter/server/messages';
import { subscriberLocale, unsubscribe } from '@/features/newsletter/server/subscriptions';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from '@/server/http/api-handler';
import { clientAddress } from '@/server/http/client-address';
import { HttpError } from '@/server/http/errors';
import { requestLocale } from '@/server/http/locale';
import { enforceRateLimit, rateLimiterFor } from '@/server/http/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * One-click unsubscribe (RFC 8058): the address every newsletter email names in its
 * List-Unsubscribe header. Mail programs POST `List-Unsubscribe=One-Click` here from their own
 * servers, without Origin or cookies; the unguessable token in the address is the authority.
 * Only POST is answered, so a scanner that follows the link with GET unsubscribes nobody.
 */
export const POST = apiHandler(async (request) => {
  const database = await getDatabase();
  await enforceRateLimit(
    rateLimiterFor(database, { name: 'newsletter-unsubscribe', ...unsubscribeRateLimit }),
    clientAddress(request, env.TRUST_PROXY),
    requestLocale(request),
  );
  const token = linkTokenSchema.safeParse(new URL(request.url).searchParams.get('token'));
  const state = token.success
    ? await unsubscribe(database.db, token.data, { now: new Date(), via: 'one-click' })
    : ({ kind: 'invalid' } as const);
  if (state.kind === 'invalid') {
    throw new HttpError(404, newsletterApiText(requestLocale(request), 'invalidLink'));
  }
  return Response.json(
    { message: newsletterApiText(subscriberLocale(state.subscriber), 'unsubscribed') },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
