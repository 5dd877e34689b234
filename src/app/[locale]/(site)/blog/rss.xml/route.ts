import { feedResponse, renderFeed } from '@/features/blog/rss';
import { defaultLocale, isLocale, routing } from '@/i18n/routing';

// Prefixed feeds (/es/blog/rss.xml). The English feed lives unprefixed at /blog/rss.xml, because
// the language proxy does not rewrite addresses with a file extension.
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
