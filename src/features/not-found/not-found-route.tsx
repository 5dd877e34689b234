import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { resolvePageLocale } from '@/i18n/page-locale';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import { notFoundMetadata } from '@/lib/seo/page-seo';
import { DocumentTitle } from './document-title';
import { NotFoundScreen } from './not-found-screen';

/** The head of a 404 response, for the `not-found.tsx` files. */
export async function notFoundRouteMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  return notFoundMetadata(await resolvePageLocale(params));
}

/** The language of the request being answered with a 404. */
export async function notFoundLocale(): Promise<Locale> {
  const requested = await getLocale();
  return isLocale(requested) ? requested : defaultLocale;
}

/** The 404 screen with the tab title to restore; the caller decides whether it is framed. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <DocumentTitle title={`${t('meta.title')}${TITLE_SUFFIX}`} />
      <NotFoundScreen locale={locale} />
    </>
  );
}
