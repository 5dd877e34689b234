import { getTranslations } from 'next-intl/server';
import { pagePath } from '@/config/navigation';
import { ConfirmPage } from '@/features/newsletter/components/confirm-page';
import { CONFIRM_PAGE_PATH } from '@/features/newsletter/config';
import { resolvePageLocale } from '@/i18n/page-locale';
import { pageMetadata, shareImageUrl } from '@/lib/seo/metadata';

// Each visit reads the subscription behind the link's token.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Newsletter.confirm.meta' });
  // Personal and short-lived: kept out of search results and the sitemap.
  return pageMetadata({
    locale,
    path: CONFIRM_PAGE_PATH,
    title: t('title'),
    description: t('description'),
    image: shareImageUrl(locale, pagePath.blog),
    noIndex: true,
  });
}

export default async function Page({
  params,
  searchParams,
}: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await resolvePageLocale(params);
  const { token } = await searchParams;
  return <ConfirmPage locale={locale} token={typeof token === 'string' ? token : ''} />;
}
