import { buildSearchIndex } from '@/features/search/engine';
import { searchDocuments } from '@/features/search/server/documents';
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
  const index = buildSearchIndex(locale, await searchDocuments(locale));
  return Response.json(index, {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
