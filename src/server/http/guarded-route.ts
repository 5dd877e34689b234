import type { Locale } from '@/i18n/routing';
import type { DatabaseHandle } from '@/server/db/client';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from './api-handler';
import { clientAddress } from './client-address';
import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';
import { enforceRateLimit, rateLimiterFor, type RateLimit } from './rate-limit';
import { assertSameOrigin } from './same-origin';
import { sameSecret } from '@/server/secret-tokens';

export interface Guards {
  name: string;
  rateLimit: Omit<RateLimit, 'name'>;
  sameOrigin?: boolean;
  /** `?token=` must match; with nothing expected, the route does not exist (404). */
  secretToken?: { expected: string | undefined };
}

export interface GuardedContext {
  request: Request;
  locale: Locale;
  database: DatabaseHandle;
}

export type Handler = (request: Request) => Promise<Response>;

export async function passGuards(request: Request, guards: Guards): Promise<GuardedContext> {
  const locale = requestLocale(request);
  const notFound = () => new HttpError(404, apiErrorMessage(locale, 'notFound'));
  if (guards.sameOrigin) assertSameOrigin(request, env.SITE_URL);
  const expected = guards.secretToken?.expected;
  if (guards.secretToken && !expected) throw notFound();

  const database = await getDatabase();
  await enforceRateLimit(
    rateLimiterFor(database, { name: guards.name, ...guards.rateLimit }),
    clientAddress(request, env.TRUST_PROXY),
    locale,
  );
  // Compared only once the request is counted, so every guess costs one.
  if (expected && !sameSecret(new URL(request.url).searchParams.get('token') ?? '', expected)) {
    throw notFound();
  }
  return { request, locale, database };
}

export function guardedRoute(
  guards: Guards,
  handler: (context: GuardedContext) => Promise<Response>,
): Handler {
  return apiHandler(async (request) => handler(await passGuards(request, guards)));
}
