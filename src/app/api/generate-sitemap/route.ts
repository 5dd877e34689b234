import { sitemapRegenerationRateLimit } from '@/features/seo/config';
import { regenerateSitemaps } from '@/features/seo/server/sitemap-store';
import { sitemapStatus } from '@/features/seo/server/sitemap-status';
import { getDatabase } from '@/server/db/connection';
import { env } from '@/server/env';
import { apiHandler } from '@/server/http/api-handler';
import { clientAddress } from '@/server/http/client-address';
import { requestLocale } from '@/server/http/locale';
import { enforceRateLimit, rateLimiterFor } from '@/server/http/rate-limit';
import { assertSameOrigin } from '@/server/http/same-origin';

export const dynamic = 'force-dynamic';

/**
 * Rebuilds the sitemaps from the content and answers their new status (as GET /api/seo-status).
 * It takes no body and ignores any sent; 403 cross-site, 429 past the rate limit.
 */
export const POST = apiHandler(async (request) => {
  assertSameOrigin(request, env.SITE_URL);
  const locale = requestLocale(request);
  await enforceRateLimit(
    rateLimiterFor(await getDatabase(), {
      name: 'generate-sitemap',
      ...sitemapRegenerationRateLimit,
    }),
    clientAddress(request, env.TRUST_PROXY),
    locale,
  );
  const status = sitemapStatus(await regenerateSitemaps(), locale);
  return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
});
