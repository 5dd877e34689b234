import { siteSearchIndex } from '@/features/search/server/site-search';
import { isLocale, routing } from '@/i18n/routing';

// Each language's index is built from the content when the site builds and served as a file.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/search-index/[locale]'>,
) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return Response.json(await siteSearchIndex(locale), {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
