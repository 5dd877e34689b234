import { feedResponse, renderFeed } from '@/features/blog/rss';
import { defaultLocale, isLocale, routing } from '@/i18n/routing';

// Spanish only: English's is at /blog/rss.xml, as the proxy leaves file addresses unrewritten.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.filter((locale) => locale !== defaultLocale).map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/rss.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  return feedResponse(await renderFeed(locale));
}
