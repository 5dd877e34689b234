import { feedResponse, renderFeed } from '@/features/blog/rss';
import { defaultLocale } from '@/i18n/routing';

export const dynamic = 'force-static';

export async function GET() {
  return feedResponse(await renderFeed(defaultLocale));
}
