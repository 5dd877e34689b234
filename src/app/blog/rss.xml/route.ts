import { feedResponse, renderFeed } from '@/features/blog/rss';
import { defaultLocale } from '@/i18n/routing';

// The English feed at /blog/rss.xml; the other languages are served from /[locale]/blog/rss.xml.
export const dynamic = 'force-dynamic';

export async function GET() {
  return feedResponse(await renderFeed(defaultLocale));
}
