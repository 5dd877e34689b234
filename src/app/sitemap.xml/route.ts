import { currentSitemaps } from '@/features/seo/server/sitemap-store';
import { xmlResponse } from '@/features/seo/server/sitemaps';

// Served from the sitemaps kept in memory, so that a regeneration shows at once.
export const dynamic = 'force-dynamic';

export async function GET() {
  return xmlResponse((await currentSitemaps()).index);
}
