import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { pagePath } from '@/config/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { searchResultTypes } from '../engine';
import { SearchForm } from './search-form';
import { SearchSuggestions } from './search-suggestions';
import { SiteSearch, type SiteSearchProps } from './site-search';

export async function SearchPage({ locale }: { locale: Locale }) {
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
  const suggestions = <SearchSuggestions locale={locale} />;

  return (
    <div className="mx-auto min-h-screen max-w-content px-4 pt-12 pb-24 sm:px-6 lg:pt-20">
      <div className="max-w-3xl">
        <PageTitle eyebrow={t('eyebrow')}>{t('heading')}</PageTitle>
        <p className="mt-4 mb-10 text-lg leading-relaxed text-muted-foreground">{t('lead')}</p>
      </div>
      {/* The query is only known in the browser; until then (or without JavaScript) the page
          shows the plain form and where to start. */}
      <Suspense
        fallback={
          <>
            <SearchForm action={action} labels={labels.form} />
            <div className="mt-8">
              <p className="min-h-7 text-lg font-medium">
                <span className="hidden noscript:inline">{t('noScript')}</span>
              </p>
              <div className="mt-6">{suggestions}</div>
            </div>
          </>
        }
      >
        <SiteSearch locale={locale} action={action} labels={labels} suggestions={suggestions} />
      </Suspense>
    </div>
  );
}
