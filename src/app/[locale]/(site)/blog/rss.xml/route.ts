import { feedResponse, renderFeed } from '@/features/blog/rss';
import { defaultLocale, isLocale } from '@/i18n/routing';

// Prefixed feeds (/es/blog/rss.xml). The English feed lives unprefixed at /blog/rss.xml, because
// the language proxy does not rewrite addresses with a file extension. Rendered from the articles
// in the database, and kept in memory by the server until one changes.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/blog/rss.xml'>) {
  const { locale } = await params;
  if (!isLocale(locale) || locale === defaultLocale) return new Response(null, { status: 404 });
  return feedResponse(await renderFeed(locale));
}
