import { DeskSection } from '@/components/desk/desk-section';
import { goalLabel, stepLabel, valueLabel } from '@/features/analytics/report-labels';
import type { AnalyticsReport } from '@/features/analytics/server/report-queries';
import { BarChart } from './report-charts';
import type { ReportFormat } from './report-format';
import { Section } from './report-section';
import { ReportTable } from './report-table';

export function GoalSections({
  report,
  format,
}: {
  report: AnalyticsReport;
  format: ReportFormat;
}) {
  const { t } = format;
  const funnel = report.funnel.current;
  const bySource = report.goals.flatMap((goal) =>
    goal.sources.map((row) => ({ goal: goal.goal, ...row })),
  );
  return (
    <>
      <Section id="goals" title={t('goals.heading')} intro={t('goals.intro')}>
        <BarChart
          label={t('goals.chart')}
          bars={report.goals.map((goal) => ({
            key: goal.goal,
            label: goalLabel(t, goal.goal),
            value: goal.current.conversionRate,
            shown: format.percent(goal.current.conversionRate),
          }))}
        />
        <ReportTable
          caption={t('goals.caption')}
          columns={[
            { label: t('columns.goal') },
            { label: t('columns.completions'), numeric: true },
            { label: t('columns.visitors'), numeric: true },
            { label: t('columns.rate'), numeric: true },
            { label: t('columns.previousRate'), numeric: true },
          ]}
          rows={report.goals.map((goal) => ({
            key: goal.goal,
            cells: [
              goalLabel(t, goal.goal),
              format.number(goal.current.completions),
              format.number(goal.current.visitors),
              format.percent(goal.current.conversionRate),
              format.percent(goal.previous.conversionRate),
            ],
          }))}
        />
      </Section>

      <Section id="funnel" title={t('funnel.heading')} intro={t('funnel.intro')}>
        <BarChart
          label={t('funnel.chart', {
            viewed: format.number(funnel[0]!.visitors),
            opened: format.number(funnel[1]!.visitors),
            booked: format.number(funnel[2]!.visitors),
          })}
          bars={funnel.map((step) => ({
            key: step.step,
            label: stepLabel(t, step.step),
            value: step.visitors,
            shown: format.number(step.visitors),
          }))}
        />
        <ReportTable
          caption={t('funnel.caption')}
          columns={[
            { label: t('columns.step') },
            { label: t('columns.visitors'), numeric: true },
            { label: t('columns.stepRate'), numeric: true },
            { label: t('columns.previousRate'), numeric: true },
          ]}
          rows={funnel.map((step, index) => ({
            key: step.step,
            cells: [
              stepLabel(t, step.step),
              format.number(step.visitors),
              format.percent(step.rate),
              format.percent(report.funnel.previous[index]!.rate),
            ],
          }))}
        />
      </Section>

      <DeskSection id="goal-sources" title={t('goalSources.heading')}>
        <ReportTable
          caption={t('goalSources.caption')}
          tall
          columns={[
            { label: t('columns.goal') },
            { label: t('columns.source') },
            { label: t('columns.completions'), numeric: true },
            { label: t('columns.visitors'), numeric: true },
          ]}
          rows={bySource.map((row) => ({
            key: `${row.goal}:${row.source}`,
            cells: [
              goalLabel(t, row.goal),
              valueLabel(t, format.locale, 'source', row.source),
              format.number(row.completions),
              format.number(row.visitors),
            ],
          }))}
        />
      </DeskSection>
    </>
  );
}
