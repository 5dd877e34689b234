import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { ArticleNotFound } from '@/features/blog/components/article-not-found';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/article-not-found'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'BlogNotFound.meta' });
  // The canonical points readers' tools to the magazine.
  return pageMetadata({
    locale,
    path: pagePath.blog,
    title: t('title'),
    description: t('description'),
    noIndex: true,
  });
}

export default async function Page({ params }: PageProps<'/[locale]/blog/article-not-found'>) {
  return <ArticleNotFound locale={await resolvePageLocale(params)} />;
}
