import { currentSitemaps } from '@/features/seo/server/sitemap-store';
import { sitemapStatus } from '@/features/seo/server/sitemap-status';
import { apiHandler } from '@/server/http/api-handler';
import { requestLocale } from '@/server/http/locale';

export const dynamic = 'force-dynamic';

/**
 * The sitemaps' status: `{ status, sitemaps: { name: url }, urlCount, generatedAt }`, the
 * status text in the language of `?locale=` or Accept-Language.
 */
export const GET = apiHandler(async (request) => {
  const status = sitemapStatus(await currentSitemaps(), requestLocale(request));
  return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
});
