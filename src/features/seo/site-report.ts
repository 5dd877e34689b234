import type { Locale } from '@/i18n/routing';
import { countIssues, type IssueType, type SeoAnalysis } from '@/lib/seo/analysis';

export interface SitePage {
  /** Language prefix included: `/es/about`. */
  path: string;
  locale: Locale;
}

export type SiteReportRow = { page: SitePage } & (
  { analysis: SeoAnalysis; counts: Record<IssueType, number> } | { analysis: null }
);

export function reportRow(page: SitePage, analysis: SeoAnalysis | null): SiteReportRow {
  return analysis ? { page, analysis, counts: countIssues(analysis.issues) } : { page, analysis };
}

export function worstFirst(rows: readonly SiteReportRow[]): SiteReportRow[] {
  const key = (row: SiteReportRow) =>
    row.analysis
      ? [1, row.analysis.score, -row.counts.critical, -row.counts.warning, -row.counts.info]
      : [0, 0, 0, 0, 0];
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const difference = x.map((value, i) => value - y[i]!).find((d) => d !== 0);
    return difference ?? a.page.path.localeCompare(b.page.path);
  });
}
