import { SearchPage } from '@/features/search/components/search-page';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { staticPageJsonLd, staticPageSeo } from '@/lib/seo/page-seo';

// Results depend on the visitor's query; the page is one static shell that stays out of indexes.
export async function generateMetadata({ params }: PageProps<'/[locale]/search'>) {
  const seo = await staticPageSeo(await resolvePageLocale(params), 'search');
  return pageMetadata({ ...seo, noIndex: true });
}

export default async function Page({ params }: PageProps<'/[locale]/search'>) {
  const locale = await resolvePageLocale(params);
  return (
    <>
      <SearchPage locale={locale} />
      <JsonLd data={await staticPageJsonLd(locale, 'search', 'SearchResultsPage')} />
    </>
  );
}
