import { getArticle } from '@/content/blog';
import { resolvePageLocale } from '@/i18n/page-locale';
import { renderShareImage } from '@/lib/seo/share-image';

// Drawn on request from the article as published, and kept in memory with its page.
export const dynamic = 'force-dynamic';

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/blog/[slug]/opengraph-image'>,
) {
  const locale = await resolvePageLocale(params);
  const article = await getArticle(locale, (await params).slug);
  if (!article) return new Response(null, { status: 404 });
  return renderShareImage({
    locale,
    title: article.title,
    eyebrow: `Blogazine · ${article.category.name}`,
  });
}
