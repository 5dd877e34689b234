import { valueLabel } from '@/features/analytics/report-labels';
import type {
  AnalyticsReport,
  BreakdownDimension,
  BreakdownRow,
} from '@/features/analytics/server/report-queries';
import { BarChart } from './report-charts';
import type { ReportFormat } from './report-format';
import { Section } from './report-section';
import { ReportTable } from './report-table';

const SHOWN = 10;

type Measure = 'visitors' | 'views' | 'visits';

interface Props {
  report: AnalyticsReport;
  format: ReportFormat;
}

function top(rows: BreakdownRow[], measure: Measure) {
  return [...rows].sort((a, b) => b[measure] - a[measure]).slice(0, SHOWN);
}

function BreakdownTable({
  report,
  format,
  dimension,
  caption,
  measures,
}: Props & { dimension: BreakdownDimension; caption: string; measures: Measure[] }) {
  const { t } = format;
  const rows = report.breakdowns[dimension];
  const shown = top(rows, measures[0]!);
  return (
    <ReportTable
      caption={caption}
      columns={[
        { label: t(`columns.${dimension === 'entry' ? 'page' : dimension}`) },
        ...measures.map((measure) => ({ label: t(`columns.${measure}`), numeric: true })),
      ]}
      rows={shown.map((row) => ({
        key: row.value,
        cells: [
          valueLabel(t, format.locale, dimension, row.value),
          ...measures.map((measure) => format.number(row[measure])),
        ],
      }))}
      note={rows.length > SHOWN ? t('more', { shown: SHOWN, total: rows.length }) : undefined}
    />
  );
}

function bars(
  format: ReportFormat,
  dimension: BreakdownDimension,
  rows: BreakdownRow[],
  measure: Measure,
) {
  return top(rows, measure).map((row) => ({
    key: row.value,
    label: valueLabel(format.t, format.locale, dimension, row.value),
    value: row[measure],
    shown: format.number(row[measure]),
  }));
}

export function BreakdownSection({ report, format }: Props) {
  const { t } = format;
  const table = (dimension: BreakdownDimension, caption: string, measures: Measure[]) => (
    <BreakdownTable
      report={report}
      format={format}
      dimension={dimension}
      caption={caption}
      measures={measures}
    />
  );
  return (
    <>
      <Section id="sources" title={t('sources.heading')}>
        <BarChart
          label={t('sources.chart')}
          bars={bars(format, 'source', report.breakdowns.source, 'visits')}
        />
        {table('source', t('sources.caption'), ['visits', 'visitors', 'views'])}
      </Section>
      <Section id="campaigns" title={t('campaigns.heading')}>
        {table('campaign', t('campaigns.caption'), ['visits', 'visitors', 'views'])}
        {table('medium', t('campaigns.mediumCaption'), ['visits', 'visitors', 'views'])}
      </Section>
      <Section id="pages" title={t('pages.heading')}>
        {table('page', t('pages.caption'), ['views', 'visitors'])}
        {table('entry', t('pages.entryCaption'), ['visits', 'visitors', 'views'])}
      </Section>
    </>
  );
}

export function AudienceSections({ report, format }: Props) {
  const { t } = format;
  const table = (dimension: BreakdownDimension, caption: string) => (
    <BreakdownTable
      report={report}
      format={format}
      dimension={dimension}
      caption={caption}
      measures={['visitors', 'views']}
    />
  );
  return (
    <Section id="audience" title={t('audience.heading')}>
      <BarChart
        label={t('audience.chart')}
        bars={bars(format, 'device', report.breakdowns.device, 'visitors')}
      />
      {table('device', t('audience.deviceCaption'))}
      {table('language', t('audience.languageCaption'))}
      {table('country', t('audience.countryCaption'))}
      {table('browser', t('audience.browserCaption'))}
      {table('os', t('audience.osCaption'))}
    </Section>
  );
}
