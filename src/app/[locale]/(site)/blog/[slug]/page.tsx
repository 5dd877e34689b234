import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleSlugs, getArticle } from '@/content/blog';
import { ArticlePage } from '@/features/blog/components/article-page';
import { articleJsonLd, articleMetadata } from '@/features/blog/seo';
import { resolvePageLocale } from '@/i18n/page-locale';
import { routing } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';

// The proxy answers unknown slugs with the magazine's 404 page, so none renders on request.
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => articleSlugs.map((slug) => ({ locale, slug })));
}

async function resolveArticle(params: PageProps<'/[locale]/blog/[slug]'>['params']) {
  const locale = await resolvePageLocale(params);
  const article = getArticle(locale, (await params).slug);
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
