import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogIndexPage } from '@/features/blog/components/blog-index-page';
import { blogIndexJsonLd, feedAlternate } from '@/features/blog/seo';
import { SubscribeForm } from '@/features/newsletter/components/subscribe-form';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/page-seo';

// From the database; kept in memory until an article changes (src/server/cache/live-pages.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const [metadata, t] = await Promise.all([
    staticPageMetadata(locale, 'blog'),
    getTranslations({ locale, namespace: 'Blog.feed' }),
  ]);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, ...feedAlternate(locale, t('title')) },
  };
}

export default async function Page({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <BlogIndexPage locale={locale} subscribeForm={<SubscribeForm />} />
      <JsonLd data={await blogIndexJsonLd(locale)} />
    </>
  );
}
