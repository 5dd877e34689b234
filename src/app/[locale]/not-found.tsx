import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DocumentTitle } from '@/features/not-found/document-title';
import { NotFoundScreen } from '@/features/not-found/not-found-screen';
import { resolvePageLocale } from '@/i18n/page-locale';
import { defaultLocale, isLocale } from '@/i18n/routing';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import { notFoundMetadata } from '@/lib/seo/page-seo';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return notFoundMetadata(await resolvePageLocale(params));
}

// Rendered inside the root layout's frame when a page's own check raises notFound(). Unknown
// addresses never get here: the proxy answers them with the prerendered 404 page.
export default async function LocaleNotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <DocumentTitle title={`${t('meta.title')}${TITLE_SUFFIX}`} />
      <NotFoundScreen locale={locale} />
    </>
  );
}
