import { feedResponse, renderFeed } from '@/features/blog/rss';
import { defaultLocale, isLocale } from '@/i18n/routing';

// Spanish only: English's is at /blog/rss.xml, as the proxy leaves file addresses unrewritten.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/rss.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale) return new Response(null, { status: 404 });
  return feedResponse(await renderFeed(locale));
}
