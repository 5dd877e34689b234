import { siteSearchIndex } from '@/features/search/server/site-search';
import { isLocale } from '@/i18n/routing';

// Built with the articles in the database; kept in memory, compressed, until one changes.
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/search-index/[locale]'>,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(await siteSearchIndex(locale), {
    headers: { 'Cache-Control': 'public, max-age=60' },
  });
}
