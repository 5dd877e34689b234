import { sitemapRegenerationRateLimit } from '@/features/seo/config';
import { regenerateSitemaps } from '@/features/seo/server/sitemap-store';
import { sitemapStatus } from '@/features/seo/server/sitemap-status';
import { guardedRoute } from '@/server/http/guarded-route';

export const dynamic = 'force-dynamic';

export const POST = guardedRoute(
  { name: 'generate-sitemap', rateLimit: sitemapRegenerationRateLimit, sameOrigin: true },
  async ({ locale }) => {
    const status = sitemapStatus(await regenerateSitemaps(), locale);
    return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
  },
);
