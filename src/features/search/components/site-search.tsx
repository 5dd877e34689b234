'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { Locale } from '@/i18n/routing';
import type { SearchHit } from '../engine';
import { loadSiteSearch } from '../load-site-search';
import { SearchForm, type SearchFormLabels } from './search-form';
import { SearchResults, type ResultTypeLabels } from './search-results';
import { fill } from '@/lib/fill-placeholders';

interface SearchStatusLabels {
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
  suggestions: ReactNode;
  initial: { query: string; hits: SearchHit[] };
}

const TYPING_PAUSE_MS = 200;

type Outcome = { query: string; hits: SearchHit[] } | { query: string; failed: true };

function summary(labels: SearchStatusLabels, locale: Locale, outcome: Outcome | null) {
  if (!outcome) return labels.loading;
  if ('failed' in outcome) return labels.failed;
  const count = outcome.hits.length;
  if (!count) return fill(labels.none, { query: outcome.query });
  const template =
    new Intl.PluralRules(locale).select(count) === 'one' ? labels.resultsOne : labels.resultsOther;
  return fill(template, { count, query: outcome.query });
}

// The query lives in `?q=` so any result list can be shared, and the page arrives with its results.
export function SiteSearch({ locale, action, labels, suggestions, initial }: SiteSearchProps) {
  const [input, setInput] = useState(initial.query);
  const [query, setQuery] = useState(initial.query);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The address's own results came with the page, until the visitor asks to try again.
  const isInitial = query === initial.query && attempt === 0;

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
    if (!query || isInitial) return;
    let current = true;
    loadSiteSearch(locale).then(
      (search) => current && setOutcome({ query, hits: search(query) }),
      () => current && setOutcome({ query, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [locale, query, attempt, isInitial]);

  // While the next results are computed, the previous ones stay on screen.
  const shown = !query ? null : isInitial ? initial : outcome;
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
