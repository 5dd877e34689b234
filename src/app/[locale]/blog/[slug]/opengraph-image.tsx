import { notFound } from 'next/navigation';
import { getArticle } from '@/content/blog';
import { resolvePageLocale } from '@/i18n/page-locale';
import { renderShareImage } from '@/lib/seo/share-image';

export { generateStaticParams } from './page';
export {
  shareImageAlt as alt,
  shareImageContentType as contentType,
  shareImageSize as size,
} from '@/lib/seo/share-image';

/** The article's share card: its headline under the Blogazine name and its section. */
export default async function Image({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const locale = await resolvePageLocale(params);
  const article = getArticle(locale, (await params).slug);
  if (!article) notFound();
  return renderShareImage({
    locale,
    title: article.title,
    eyebrow: `Blogazine · ${article.category.name}`,
  });
}
