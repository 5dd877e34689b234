'use client';

import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionCard } from './section-card';
import type { SeoAnalysisText } from '@/lib/seo/analyzer';
import { analyzeSitePage } from '../page-analysis';
import { reportRow, worstFirst, type SitePage, type SiteReportRow } from '../site-report';
import { fill } from '@/lib/fill-placeholders';
import type { SeoDashboardText } from './dashboard-text';
import { scoreColors } from './score-colors';

/** Pages fetched at once: quick enough, without crowding the server. */
const PARALLEL_FETCHES = 3;

export function SiteWideReport({
  pages,
  text,
  analysisText,
  onOpen,
}: {
  pages: SitePage[];
  text: SeoDashboardText;
  analysisText: SeoAnalysisText;
  onOpen: (path: string) => void;
}) {
  const copy = text.siteWide;
  const [rows, setRows] = useState<SiteReportRow[] | null>(null);
  const [done, setDone] = useState(0);
  const [running, setRunning] = useState(false);

  async function run() {
    setRunning(true);
    setDone(0);
    const queue = [...pages];
    const results: SiteReportRow[] = [];
    await Promise.all(
      Array.from({ length: PARALLEL_FETCHES }, async () => {
        for (let page = queue.shift(); page; page = queue.shift()) {
          try {
            results.push(reportRow(page, await analyzeSitePage(page.path, analysisText)));
          } catch (error) {
            console.warn(`Analyzing ${page.path} failed:`, error);
            results.push(reportRow(page, null));
          }
          setDone((count) => count + 1);
        }
      }),
    );
    setRows(worstFirst(results));
    setRunning(false);
  }

  const total = pages.length;
  return (
    <SectionCard title={copy.title} description={copy.description} contentClassName="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={buttonVariants({ variant: 'outline' })}
          onClick={run}
          disabled={running}
        >
          <ListChecks aria-hidden="true" />
          {copy.run}
        </button>
        <p role="status" className="text-sm text-muted-foreground">
          {running ? fill(copy.running, { done, total }) : rows && fill(copy.finished, { total })}
        </p>
      </div>
      {rows && (
        <div
          className="overflow-x-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
          tabIndex={0}
          role="region"
          aria-label={copy.caption}
        >
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="site-wide-report">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                {(['page', 'language', 'score', 'critical', 'warning', 'info'] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {copy.columns[column]}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <ReportRow key={row.page.path} row={row} text={text} onOpen={onOpen} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}

function ReportRow({
  row,
  text,
  onOpen,
}: {
  row: SiteReportRow;
  text: SeoDashboardText;
  onOpen: (path: string) => void;
}) {
  const { page } = row;
  return (
    <tr>
      <th scope="row" className="px-3 py-2 font-normal">
        <button
          type="button"
          onClick={() => onOpen(page.path)}
          aria-label={fill(text.siteWide.open, { page: page.path })}
          className="rounded-sm text-left font-mono whitespace-nowrap text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden"
        >
          {page.path}
        </button>
      </th>
      <td className="px-3 py-2 whitespace-nowrap">{text.languageNames[page.locale]}</td>
      {row.analysis ? (
        <>
          <td
            className={`px-3 py-2 font-semibold tabular-nums ${scoreColors(row.analysis.score).text}`}
          >
            {row.analysis.score}
          </td>
          <td className="px-3 py-2 tabular-nums">{row.counts.critical}</td>
          <td className="px-3 py-2 tabular-nums">{row.counts.warning}</td>
          <td className="px-3 py-2 tabular-nums">{row.counts.info}</td>
        </>
      ) : (
        <td colSpan={4} className="px-3 py-2 text-destructive">
          {text.siteWide.failed}
        </td>
      )}
    </tr>
  );
}
