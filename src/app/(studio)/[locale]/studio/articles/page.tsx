import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticlesPage } from '@/features/blog/desk/articles-page';
import { deskPage } from '@/server/desk/desk-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/articles'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.articles',
  });
  return { title: t('title') };
}

export default deskPage(async ({ locale }) => <ArticlesPage locale={locale} />);
