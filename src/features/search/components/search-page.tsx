import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/layout/page-title';
import { pagePath } from '@/config/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { searchResultTypes, type SearchHit } from '../engine';
import { SearchSuggestions } from './search-suggestions';
import { SiteSearch, type SiteSearchProps } from './site-search';

export async function SearchPage({
  locale,
  query,
  hits,
}: {
  locale: Locale;
  query: string;
  hits: SearchHit[];
}) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const action = localizedPath(locale, pagePath.search);
  const labels: SiteSearchProps['labels'] = {
    form: { label: t('form.label'), placeholder: t('form.placeholder'), submit: t('form.submit') },
    status: {
      loading: t('status.loading'),
      resultsOne: t.raw('status.resultsOne') as string,
      resultsOther: t.raw('status.resultsOther') as string,
      none: t.raw('status.none') as string,
      noneHint: t('status.noneHint'),
      failed: t('status.failed'),
      retry: t('status.retry'),
    },
    types: Object.fromEntries(
      searchResultTypes.map((type) => [type, t(`types.${type}`)]),
    ) as SiteSearchProps['labels']['types'],
    results: t('results'),
  };

  return (
    <div className="mx-auto min-h-screen max-w-content px-4 pt-12 pb-24 sm:px-6 lg:pt-20">
      <div className="max-w-3xl">
        <PageTitle eyebrow={t('eyebrow')}>{t('heading')}</PageTitle>
        <p className="mt-4 mb-10 text-lg leading-relaxed text-muted-foreground">{t('lead')}</p>
      </div>
      {/* A new address (a link to another search) starts afresh from its own results. */}
      <SiteSearch
        key={query}
        locale={locale}
        action={action}
        labels={labels}
        suggestions={<SearchSuggestions locale={locale} />}
        initial={{ query, hits }}
      />
    </div>
  );
}
