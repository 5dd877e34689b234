import 'server-only';
import {
  goalLabel,
  stepLabel,
  valueLabel,
  type AnalyticsTranslator,
} from '@/features/analytics/report-labels';
import type {
  AnalyticsReport,
  BreakdownDimension,
} from '@/features/analytics/server/report-queries';
import type { Locale } from '@/i18n/routing';
import { csvFile } from '@/lib/csv';

type Row = [
  section: string,
  item: string,
  value: string,
  views: number | '',
  visitors: number | '',
  visits: number | '',
  completions: number | '',
  rate: number | '',
];

// One table, one row per figure, so that a spreadsheet can filter it by its first column.
export function reportCsv(report: AnalyticsReport, t: AnalyticsTranslator, locale: Locale): string {
  const section = (key: string) => t(`csv.sections.${key}`);
  const rows: Row[] = [];
  for (const [key, period] of [
    ['current', report.current],
    ['previous', report.previous],
  ] as const) {
    const totals = report.totals[key];
    rows.push([
      section(key),
      period.from,
      period.to,
      totals.views,
      totals.visitors,
      totals.visits,
      '',
      '',
    ]);
  }
  for (const point of report.daily) {
    rows.push([section('day'), point.day, '', point.views, point.visitors, point.visits, '', '']);
  }
  for (const goal of report.goals) {
    const name = goalLabel(t, goal.goal);
    const { completions, visitors, conversionRate } = goal.current;
    rows.push([section('goal'), name, '', '', visitors, '', completions, conversionRate]);
    for (const row of goal.sources) {
      const source = valueLabel(t, locale, 'source', row.source);
      rows.push([section('goalSource'), name, source, '', row.visitors, '', row.completions, '']);
    }
    for (const row of goal.pages) {
      rows.push([section('goalPage'), name, row.page, '', row.visitors, '', row.completions, '']);
    }
  }
  for (const step of report.funnel.current) {
    rows.push([
      section('funnel'),
      stepLabel(t, step.step),
      '',
      '',
      step.visitors,
      '',
      '',
      step.rate,
    ]);
  }
  for (const [dimension, list] of Object.entries(report.breakdowns) as [
    BreakdownDimension,
    AnalyticsReport['breakdowns'][BreakdownDimension],
  ][]) {
    for (const row of list) {
      const label = valueLabel(t, locale, dimension, row.value);
      rows.push([section(dimension), label, '', row.views, row.visitors, row.visits, '', '']);
    }
  }
  const header = ['section', 'item', 'value', 'views', 'visitors', 'visits', 'completions', 'rate'];
  return csvFile({ header: header.map((column) => t(`csv.${column}`)), rows });
}
