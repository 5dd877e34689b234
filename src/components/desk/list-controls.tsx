import { Download, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { inputBaseClassName } from '@/components/ui/input-styles';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/class-names';
import { SEARCH_MAX, type ExportList } from '@/config/desk-limits';

type Query = Record<string, string | undefined>;

export function withQuery(path: string, query: Query): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]);
  return entries.length ? `${path}?${new URLSearchParams(entries)}` : path;
}

// A plain GET form: the results are a page of their own, to reload, share or go back to.
export function SearchForm({
  action,
  label,
  submit,
  query,
  children,
}: {
  action: string;
  label: string;
  submit: string;
  query: string;
  children?: ReactNode;
}) {
  return (
    <form action={action} role="search" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-56 gap-2">
        <label htmlFor="desk-search" className="text-sm font-medium">
          {label}
        </label>
        <input
          id="desk-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={SEARCH_MAX}
          className={cx(inputBaseClassName, 'h-11')}
        />
      </div>
      {children}
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        <Search aria-hidden="true" />
        {submit}
      </button>
    </form>
  );
}

export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: [value: string, label: string][];
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={`filter-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value}
        className={cx(inputBaseClassName, 'h-11')}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

type PagerTexts = { label: string; newer: string; older: string; page: string };

function Pager({
  path,
  query,
  page,
  hasMore,
  texts,
}: {
  path: string;
  query: Query;
  page: number;
  hasMore: boolean;
  texts: PagerTexts;
}) {
  if (page === 1 && !hasMore) return null;
  const linkClass = buttonVariants({ variant: 'outline', size: 'sm' });
  const at = (target: number) =>
    withQuery(path, { ...query, page: target > 1 ? String(target) : undefined });
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link href={at(page - 1)} className={linkClass}>
          {texts.newer}
        </Link>
      )}
      <span className="text-sm text-muted-foreground">{texts.page}</span>
      {hasMore && (
        <Link href={at(page + 1)} className={linkClass}>
          {texts.older}
        </Link>
      )}
    </nav>
  );
}

// A download, not a page: a plain link the browser saves, sent with the session cookie.
export function ExportLink({
  list,
  locale,
  query,
  label,
}: {
  list: ExportList;
  locale: Locale;
  query: Query;
  label: string;
}) {
  return (
    <a
      href={withQuery(`/api/studio/export/${list}`, { ...query, locale })}
      download
      className={buttonVariants({ variant: 'outline' })}
    >
      <Download aria-hidden="true" />
      {label}
    </a>
  );
}

export function pageNumber(value: string | string[] | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 10_000 ? page : 1;
}

export function textParam(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value.trim().slice(0, SEARCH_MAX) : '';
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-6 text-muted-foreground">
      {children}
    </p>
  );
}

export const listCardClass = 'grid gap-3 rounded-xl border border-border bg-card p-4 shadow-soft';

export function ResultList({
  label,
  empty,
  path,
  query,
  page,
  hasMore,
  pager,
  children,
}: {
  label: string;
  empty: ReactNode;
  path: string;
  query: Query;
  page: number;
  hasMore: boolean;
  pager: PagerTexts;
  children: ReactNode[];
}) {
  return (
    <section aria-label={label} className="grid gap-4">
      {/* The cards' titles are h3: their list needs a heading above them. */}
      <h2 className="sr-only">{label}</h2>
      {children.length ? (
        <ul className="grid gap-4 lg:grid-cols-2">{children}</ul>
      ) : (
        <EmptyState>{empty}</EmptyState>
      )}
      <Pager path={path} query={query} page={page} hasMore={hasMore} texts={pager} />
    </section>
  );
}
