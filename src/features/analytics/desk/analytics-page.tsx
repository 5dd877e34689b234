import { getFormatter } from 'next-intl/server';
import { formatCalendarDay } from '@/lib/dates';
import { Download } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { deskPath } from '@/config/desk';
import { DeskHeading } from '@/components/desk/desk-heading';
import { localizedPath, type Locale } from '@/i18n/routing';
import { cn } from '@/lib/utils';
import { getDatabase } from '@/server/db/connection';
import { reportRanges, type ReportRange } from './report-range';
import { analyticsReport } from '@/features/analytics/server/report-queries';
import { analyticsTranslator } from '@/features/analytics/server/translator';
import { AudienceSections, BreakdownSection } from './breakdown-sections';
import { GoalSections } from './goal-sections';
import { DailyChart } from './report-charts';
import type { ReportFormat } from './report-format';
import { Section } from './report-section';
import { ReportTable } from './report-table';

export async function AnalyticsPage({ locale, range }: { locale: Locale; range: ReportRange }) {
  const now = new Date();
  const { db } = await getDatabase();
  const [report, formatter] = await Promise.all([
    analyticsReport(db, range, now),
    getFormatter({ locale }),
  ]);
  const t = analyticsTranslator(locale);
  const format: ReportFormat = {
    t,
    locale,
    number: (value) => formatter.number(value),
    decimal: (value) => formatter.number(value, { maximumFractionDigits: 2 }),
    percent: (value) => formatter.number(value, { style: 'percent', maximumFractionDigits: 1 }),
    day: (day) => formatCalendarDay(day, locale, 'medium'),
  };
  const change = (current: number, previous: number, shown: (value: number) => string) => {
    if (previous === 0) return t(current === 0 ? 'change.same' : 'change.new', { days: range });
    const ratio = (current - previous) / previous;
    if (Math.abs(ratio) < 0.0005) return t('change.same', { days: range });
    return t(ratio > 0 ? 'change.up' : 'change.down', {
      change: format.percent(Math.abs(ratio)),
      days: range,
      previous: shown(previous),
    });
  };
  const { current, previous } = report.totals;
  const figures = [
    { key: 'visitors', value: current.visitors, before: previous.visitors, show: format.number },
    { key: 'views', value: current.views, before: previous.views, show: format.number },
    { key: 'visits', value: current.visits, before: previous.visits, show: format.number },
    {
      key: 'viewsPerVisit',
      value: current.viewsPerVisit,
      before: previous.viewsPerVisit,
      show: format.decimal,
    },
  ];
  const pagePath = localizedPath(locale, deskPath.analytics);

  return (
    <>
      <DeskHeading title={t('heading')} intro={t('intro')}>
        <a
          href={`/api/studio/analytics/export?range=${range}&locale=${locale}`}
          download
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          {t('export')}
        </a>
      </DeskHeading>
      <nav aria-label={t('rangeLabel')} className="mb-3 flex flex-wrap gap-2">
        {reportRanges.map((days) => (
          <a
            key={days}
            href={`${pagePath}?range=${days}`}
            aria-current={days === range ? 'page' : undefined}
            className={cn(
              'rounded-full border border-border px-4 py-1.5 text-sm font-medium',
              days === range
                ? 'border-primary bg-primary text-primary-foreground'
                : 'hover:bg-muted',
            )}
          >
            {t('range', { days })}
          </a>
        ))}
      </nav>
      <p className="mb-8 text-sm text-muted-foreground">
        {t('period', {
          from: format.day(report.current.from),
          to: format.day(report.current.to),
          days: range,
          previousFrom: format.day(report.previous.from),
          previousTo: format.day(report.previous.to),
        })}{' '}
        {t('freshness')} {current.views === 0 && t('empty')}
      </p>

      <div className="space-y-8">
        <section aria-labelledby="totals">
          <h2 id="totals" className="sr-only">
            {t('totals.heading')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {figures.map((figure) => (
              <div key={figure.key} className="rounded-2xl border border-border bg-card p-5">
                <dt className="text-sm text-muted-foreground">{t(`totals.${figure.key}`)}</dt>
                <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">
                  {figure.show(figure.value)}
                </dd>
                <dd className="mt-1 text-xs text-muted-foreground">
                  {change(figure.value, figure.before, figure.show)}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <Section id="daily" title={t('daily.heading')}>
          <figure>
            <DailyChart
              points={report.daily}
              label={t('daily.chart', {
                from: format.day(report.current.from),
                to: format.day(report.current.to),
                max: format.number(Math.max(0, ...report.daily.map((point) => point.views))),
              })}
            />
            <figcaption className="mt-3 flex gap-4 text-xs text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm bg-primary/30" />
                {t('daily.legendViews')}
              </span>
              <span className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-3 rounded-sm bg-primary" />
                {t('daily.legendVisitors')}
              </span>
            </figcaption>
          </figure>
          <ReportTable
            caption={t('daily.caption')}
            tall
            columns={[
              { label: t('columns.day') },
              { label: t('columns.visitors'), numeric: true },
              { label: t('columns.views'), numeric: true },
              { label: t('columns.visits'), numeric: true },
            ]}
            rows={[...report.daily].reverse().map((point) => ({
              key: point.day,
              cells: [
                format.day(point.day),
                format.number(point.visitors),
                format.number(point.views),
                format.number(point.visits),
              ],
            }))}
          />
        </Section>

        <GoalSections report={report} format={format} />
        <BreakdownSection report={report} format={format} />
        <AudienceSections report={report} format={format} />
      </div>
    </>
  );
}
