import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { UnsubscribePage } from '@/features/newsletter/components/unsubscribe-page';
import { UNSUBSCRIBE_PAGE_PATH } from '@/features/newsletter/config';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata, shareImageUrl } from '@/lib/seo/metadata';

// Each visit reads the subscription behind the link's token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.unsubscribe.meta' });
  // Personal: kept out of search results and the sitemap.
  return pageMetadata({
    locale,
    path: UNSUBSCRIBE_PAGE_PATH,
    title: t('title'),
    description: t('description'),
    image: shareImageUrl(locale, pagePath.blog),
    noIndex: true,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/unsubscribe'>) {
  const locale = await resolvePageLocale(params);
  const { token } = await searchParams;
  return <UnsubscribePage locale={locale} token={typeof token === 'string' ? token : ''} />;
}
