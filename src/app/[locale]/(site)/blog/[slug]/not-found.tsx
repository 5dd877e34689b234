import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { ArticleNotFound } from '@/features/blog/components/article-not-found';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'BlogNotFound.meta' });
  // Next.js marks every 404 response noindex; the canonical points readers' tools to the issue.
  return pageMetadata({
    locale,
    path: pagePath.blog,
    title: t('title'),
    description: t('description'),
  });
}

export default function BlogArticleNotFound() {
  return <ArticleNotFound />;
}
