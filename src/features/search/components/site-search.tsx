'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { pagePath } from '@/config/navigation';
import { isLocale, type Locale } from '@/i18n/routing';
import type { SearchHit } from '../engine';
import { loadSiteSearch } from '../load-site-search';
import { SearchForm, type SearchFormLabels } from './search-form';
import { SearchResults, type ResultTypeLabels } from './search-results';

export interface SearchStatusLabels {
  loading: string;
  /** `{count}` and `{query}` are filled in. */
  resultsOne: string;
  resultsOther: string;
  none: string;
  noneHint: string;
  failed: string;
  retry: string;
}

export interface SiteSearchProps {
  locale: Locale;
  action: string;
  labels: {
    form: SearchFormLabels;
    status: SearchStatusLabels;
    types: ResultTypeLabels;
    results: string;
  };
  /** Where to go next, shown before a search and when one finds nothing. */
  suggestions: ReactNode;
}

// An address that already holds a search starts fetching the index while the page hydrates.
if (
  typeof window !== 'undefined' &&
  window.location.pathname.endsWith(pagePath.search) &&
  new URLSearchParams(window.location.search).get('q')
) {
  const language = document.documentElement.lang;
  if (isLocale(language)) void loadSiteSearch(language);
}

/** A pause in typing this long runs the search. */
const TYPING_PAUSE_MS = 200;

type Outcome = { query: string; hits: SearchHit[] } | { query: string; failed: true };

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

function summary(labels: SearchStatusLabels, locale: Locale, outcome: Outcome | null) {
  if (!outcome) return labels.loading;
  if ('failed' in outcome) return labels.failed;
  const count = outcome.hits.length;
  if (!count) return fill(labels.none, { query: outcome.query });
  const template =
    new Intl.PluralRules(locale).select(count) === 'one' ? labels.resultsOne : labels.resultsOther;
  return fill(template, { count, query: outcome.query });
}

/**
 * The search field and its results. The query lives in the address (`?q=`), which the page reads
 * in the browser because it is rendered once for everyone; typing updates it in place, so the
 * address of any result list can be shared.
 */
export function SiteSearch({ locale, action, labels, suggestions }: SiteSearchProps) {
  const addressQuery = useSearchParams().get('q') ?? '';
  const [input, setInput] = useState(addressQuery);
  const [query, setQuery] = useState(addressQuery.trim());
  const [seenAddressQuery, setSeenAddressQuery] = useState(addressQuery);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);

  // A link to another search (a popular search, the header's search link) changes the address.
  if (addressQuery !== seenAddressQuery) {
    setSeenAddressQuery(addressQuery);
    if (addressQuery.trim() !== query) {
      setInput(addressQuery);
      setQuery(addressQuery.trim());
    }
  }

  useEffect(() => {
    const next = input.trim();
    if (next === query) return;
    const timer = window.setTimeout(() => setQuery(next), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [input, query]);

  useEffect(() => {
    const url = new URL(window.location.href);
    if ((url.searchParams.get('q') ?? '') === query) return;
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    window.history.replaceState(null, '', url);
  }, [query]);

  useEffect(() => {
    if (!query) return;
    let current = true;
    loadSiteSearch(locale).then(
      (search) => current && setOutcome({ query, hits: search(query) }),
      () => current && setOutcome({ query, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [locale, query, attempt]);

  // While the next results are computed, the previous ones stay on screen.
  const shown = query ? outcome : null;
  const failed = shown && 'failed' in shown;
  const hits = shown && !('failed' in shown) ? shown.hits : null;

  return (
    <>
      <SearchForm
        action={action}
        labels={labels.form}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(input.trim());
        }}
        input={{
          value: input,
          onChange: (event) => setInput(event.target.value),
          onFocus: () => void loadSiteSearch(locale),
        }}
      />
      <div aria-busy={Boolean(query) && shown?.query !== query} className="mt-8">
        <p role="status" className="min-h-7 text-lg font-medium">
          {query ? summary(labels.status, locale, shown) : null}
        </p>
        {failed ? (
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
            onClick={() => {
              setOutcome(null);
              setAttempt((count) => count + 1);
            }}
          >
            {labels.status.retry}
          </button>
        ) : null}
        {hits?.length ? (
          <div className="mt-6">
            <SearchResults hits={hits} heading={labels.results} typeLabels={labels.types} />
          </div>
        ) : null}
        {!query || hits?.length === 0 ? (
          <div className="mt-6">
            {query ? <p className="mb-8 text-muted-foreground">{labels.status.noneHint}</p> : null}
            {suggestions}
          </div>
        ) : null}
      </div>
    </>
  );
}
