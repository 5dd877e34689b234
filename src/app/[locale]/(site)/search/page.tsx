import { SearchPage } from '@/features/search/components/search-page';
import { addressQuery, searchOnServer } from '@/features/search/server/site-search';
import { resolvePageLocale } from '@/i18n/page-locale';
import { JsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { staticPageJsonLd, staticPageSeo } from '@/lib/seo/page-seo';

// Results pages stay out of search engines' indexes.
export async function generateMetadata({ params }: PageProps<'/[locale]/search'>) {
  const seo = await staticPageSeo(await resolvePageLocale(params), 'search');
  return pageMetadata({ ...seo, noIndex: true });
}

// Rendered on request so the query's results arrive with the page, even without JavaScript.
export default async function Page({ params, searchParams }: PageProps<'/[locale]/search'>) {
  const locale = await resolvePageLocale(params);
  const query = addressQuery((await searchParams).q);
  return (
    <>
      <SearchPage locale={locale} query={query} hits={await searchOnServer(locale, query)} />
      <JsonLd data={await staticPageJsonLd(locale, 'search', 'SearchResultsPage')} />
    </>
  );
}
