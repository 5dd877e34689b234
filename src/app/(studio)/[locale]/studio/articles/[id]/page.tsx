import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleEditorPage } from '@/features/blog/desk/article-editor-page';
import { deskPage } from '@/server/desk/desk-page';
import { resolvePageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/studio/articles/[id]'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: await resolvePageLocale(params),
    namespace: 'Studio.articles.editor',
  });
  return { title: t('title') };
}

export default deskPage<{ id: string }>(async ({ locale, params }) => (
  <ArticleEditorPage locale={locale} id={params.id} />
));
