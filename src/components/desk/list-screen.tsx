import type { ReactNode } from 'react';
import { deskPath } from '@/config/desk';
import type { ExportList } from '@/config/desk-limits';
import type { Locale } from '@/i18n/routing';
import type { DeskTexts } from '@/server/desk/desk-texts';
import { DeskHeading } from './desk-heading';
import { ExportLink, ResultList, SearchForm } from './list-controls';

export interface ListPageProps {
  locale: Locale;
  query: string;
  page: number;
}

interface ListScreenProps {
  list: ExportList;
  view: { locale: Locale; texts: DeskTexts; page: number; hasMore: boolean };
  intro: string;
  search: string;
  filters?: { query: Record<string, string | undefined>; fields: ReactNode; submit: string };
  empty?: string;
  action?: ReactNode;
  children: ReactNode[];
}

export function ListScreen({
  list,
  view,
  intro,
  search,
  filters,
  empty: emptyText,
  action,
  children,
}: ListScreenProps) {
  const { locale, texts, page, hasMore } = view;
  const { t } = texts;
  const query = filters?.query ?? { q: search };
  const empty =
    emptyText ?? (search ? t(`${list}.noMatch`, { query: search }) : t(`${list}.empty`));
  return (
    <>
      <DeskHeading title={t(`${list}.heading`)} intro={intro}>
        <div className="flex flex-wrap gap-3">
          {action}
          <ExportLink list={list} locale={locale} query={query} label={t('csv.download')} />
        </div>
      </DeskHeading>
      <div className="grid gap-6">
        <SearchForm
          action={deskPath[list]}
          label={t(`${list}.searchLabel`)}
          submit={filters?.submit ?? t('lists.search')}
          query={search}
        >
          {filters?.fields}
        </SearchForm>
        <ResultList
          label={t(`${list}.results`)}
          empty={empty}
          path={deskPath[list]}
          query={query}
          page={page}
          hasMore={hasMore}
          pager={texts.pager(page)}
        >
          {children}
        </ResultList>
      </div>
    </>
  );
}
