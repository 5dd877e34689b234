import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getArticle } from '@/content/blog';
import { ArticlePage } from '@/features/blog/components/article-page';
import { articleJsonLd, articleMetadata } from '@/features/blog/seo';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';

// From the database; kept in memory until an article changes (src/server/cache/live-pages.ts).
export const dynamic = 'force-dynamic';

async function resolveArticle(params: PageProps<'/[locale]/blog/[slug]'>['params']) {
  const locale = await resolvePageLocale(params);
  const article = await getArticle(locale, (await params).slug);
  if (!article) notFound();
  return article;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  return articleMetadata(await resolveArticle(params));
}

export default async function Page({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const article = await resolveArticle(params);
  return (
    <>
      <ArticlePage article={article} />
      <JsonLd data={await articleJsonLd(article)} />
    </>
  );
}
