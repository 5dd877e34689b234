import { Link } from '@/i18n/navigation';
import type { SearchHit, SearchResultType } from '../engine';
import { HighlightedText } from './highlighted-text';

export type ResultTypeLabels = Record<SearchResultType, string>;

export function SearchResults({
  hits,
  heading,
  typeLabels,
}: {
  hits: SearchHit[];
  heading: string;
  typeLabels: ResultTypeLabels;
}) {
  return (
    <section aria-label={heading}>
      <ol className="grid gap-4">
        {hits.map((hit) => (
          <li
            key={hit.id}
            className="relative rounded-2xl border border-border bg-card p-5 shadow-soft transition-shadow focus-within:shadow-lifted hover:shadow-lifted sm:p-6"
          >
            <p className="inline-flex rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
              {typeLabels[hit.type]}
            </p>
            <h2 className="mt-3 font-display text-xl leading-snug font-semibold tracking-tight text-balance">
              <Link
                href={hit.href}
                className="stretched-link underline-offset-4 hover:underline focus-visible:outline-hidden focus-visible:after:ring-2 focus-visible:after:ring-ring"
              >
                <HighlightedText segments={hit.title} />
              </Link>
            </h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">
              <HighlightedText segments={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
