import { currentSitemaps } from '@/features/seo/server/sitemap-store';
import { sitemapStatus } from '@/features/seo/server/sitemap-status';
import { apiHandler } from '@/server/http/api-handler';
import { requestLocale } from '@/server/http/locale';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async (request) => {
  const status = sitemapStatus(await currentSitemaps(), requestLocale(request));
  return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
});
