import 'server-only';
import { and, asc, between, eq, ne, sql, sum } from 'drizzle-orm';
import type { ReportRange } from '@/features/analytics/desk/report-range';
import { addDays, studioDay } from '@/features/analytics/studio-day';
import {
  analyticsDaily,
  analyticsDailyGoals,
  analyticsDimensions,
  analyticsGoalNames,
  type AnalyticsDimension,
  type AnalyticsGoal,
} from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export type BreakdownDimension = Exclude<AnalyticsDimension, 'site'>;

/** Both ends included. */
export interface Period {
  from: string;
  to: string;
}

interface Counts {
  views: number;
  /** Daily unique visitors, added up over the days. */
  visitors: number;
  visits: number;
}

export interface Totals extends Counts {
  viewsPerVisit: number;
}

export interface DailyPoint extends Counts {
  day: string;
}

export interface BreakdownRow extends Counts {
  value: string;
}

export interface GoalFigures {
  completions: number;
  visitors: number;
  /** Visitors who reached the goal over visitors, day by day added up. */
  conversionRate: number;
}

export interface GoalReport {
  goal: AnalyticsGoal;
  current: GoalFigures;
  previous: GoalFigures;
  sources: { source: string; completions: number; visitors: number }[];
  pages: { page: string; completions: number; visitors: number }[];
}

export interface FunnelStep {
  step: 'viewed' | 'opened' | 'booked';
  visitors: number;
  /** Of the step before (1 for the first). */
  rate: number;
}

export interface AnalyticsReport {
  range: ReportRange;
  current: Period;
  previous: Period;
  totals: { current: Totals; previous: Totals };
  daily: DailyPoint[];
  breakdowns: Record<BreakdownDimension, BreakdownRow[]>;
  goals: GoalReport[];
  funnel: { current: FunnelStep[]; previous: FunnelStep[] };
}

export function reportPeriods(
  range: ReportRange,
  now: Date,
): { current: Period; previous: Period } {
  const today = studioDay(now);
  const from = addDays(today, 1 - range);
  return {
    current: { from, to: today },
    previous: { from: addDays(from, -range), to: addDays(from, -1) },
  };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function totalsOf(points: Counts[]): Totals {
  const views = points.reduce((total, point) => total + point.views, 0);
  const visitors = points.reduce((total, point) => total + point.visitors, 0);
  const visits = points.reduce((total, point) => total + point.visits, 0);
  return { views, visitors, visits, viewsPerVisit: ratio(views, visits) };
}

function funnel(viewed: number, opened: number, booked: number): FunnelStep[] {
  return [
    { step: 'viewed', visitors: viewed, rate: 1 },
    { step: 'opened', visitors: opened, rate: ratio(opened, viewed) },
    { step: 'booked', visitors: booked, rate: ratio(booked, opened) },
  ];
}

const breakdownDimensions = analyticsDimensions.filter(
  (dimension): dimension is BreakdownDimension => dimension !== 'site',
);

async function siteDays(
  db: Queryable,
  { previous, current }: { previous: Period; current: Period },
) {
  const rows = await db
    .select({
      day: analyticsDaily.day,
      views: analyticsDaily.views,
      visitors: analyticsDaily.visitors,
      visits: analyticsDaily.visits,
    })
    .from(analyticsDaily)
    .where(
      and(
        eq(analyticsDaily.dimension, 'site'),
        between(analyticsDaily.day, previous.from, current.to),
      ),
    )
    .orderBy(asc(analyticsDaily.day));
  return new Map(rows.map((row) => [row.day, row]));
}

async function breakdowns(db: Queryable, period: Period) {
  const rows = await db
    .select({
      dimension: analyticsDaily.dimension,
      value: analyticsDaily.value,
      views: sum(analyticsDaily.views).mapWith(Number),
      visitors: sum(analyticsDaily.visitors).mapWith(Number),
      visits: sum(analyticsDaily.visits).mapWith(Number),
    })
    .from(analyticsDaily)
    .where(
      and(
        ne(analyticsDaily.dimension, 'site'),
        between(analyticsDaily.day, period.from, period.to),
      ),
    )
    .groupBy(analyticsDaily.dimension, analyticsDaily.value);
  const result = Object.fromEntries(
    breakdownDimensions.map((dimension) => [dimension, [] as BreakdownRow[]]),
  ) as Record<BreakdownDimension, BreakdownRow[]>;
  for (const { dimension, ...row } of rows) {
    if (dimension !== 'site') result[dimension].push(row);
  }
  for (const list of Object.values(result)) {
    list.sort(
      (a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value),
    );
  }
  return result;
}

async function goalRows(
  db: Queryable,
  { previous, current }: { previous: Period; current: Period },
) {
  return db
    .select({
      goal: analyticsDailyGoals.goal,
      dimension: analyticsDailyGoals.dimension,
      value: analyticsDailyGoals.value,
      isCurrent: sql<boolean>`${analyticsDailyGoals.day} >= ${current.from}`.mapWith(Boolean),
      completions: sum(analyticsDailyGoals.completions).mapWith(Number),
      visitors: sum(analyticsDailyGoals.visitors).mapWith(Number),
    })
    .from(analyticsDailyGoals)
    .where(between(analyticsDailyGoals.day, previous.from, current.to))
    .groupBy(
      analyticsDailyGoals.goal,
      analyticsDailyGoals.dimension,
      analyticsDailyGoals.value,
      sql`4`,
    );
}

export async function analyticsReport(
  db: Queryable,
  range: ReportRange,
  now: Date,
): Promise<AnalyticsReport> {
  const periods = reportPeriods(range, now);
  const [days, breakdown, goals] = await Promise.all([
    siteDays(db, periods),
    breakdowns(db, periods.current),
    goalRows(db, periods),
  ]);
  const pointsOf = ({ from }: Period): DailyPoint[] =>
    Array.from({ length: range }, (_, offset) => {
      const day = addDays(from, offset);
      const row = days.get(day);
      return {
        day,
        views: row?.views ?? 0,
        visitors: row?.visitors ?? 0,
        visits: row?.visits ?? 0,
      };
    });
  const daily = pointsOf(periods.current);
  const totals = { current: totalsOf(daily), previous: totalsOf(pointsOf(periods.previous)) };

  const figures = (goal: AnalyticsGoal, dimension: string, isCurrent: boolean) =>
    goals.filter(
      (row) => row.goal === goal && row.dimension === dimension && row.isCurrent === isCurrent,
    );
  const goalFigures = (goal: AnalyticsGoal, isCurrent: boolean): GoalFigures => {
    const [row] = figures(goal, 'total', isCurrent);
    const visitors = row?.visitors ?? 0;
    const siteVisitors = (isCurrent ? totals.current : totals.previous).visitors;
    return {
      completions: row?.completions ?? 0,
      visitors,
      conversionRate: ratio(visitors, siteVisitors),
    };
  };
  const byCompletions = <T extends { completions: number }>(a: T, b: T) =>
    b.completions - a.completions;
  const funnelOf = (isCurrent: boolean) =>
    funnel(
      (isCurrent ? totals.current : totals.previous).visitors,
      figures('booking-dialog-opened', 'funnel', isCurrent)[0]?.visitors ?? 0,
      figures('booking-made', 'funnel', isCurrent)[0]?.visitors ?? 0,
    );

  return {
    range,
    ...periods,
    totals,
    daily,
    breakdowns: breakdown,
    goals: analyticsGoalNames.map((goal) => ({
      goal,
      current: goalFigures(goal, true),
      previous: goalFigures(goal, false),
      sources: figures(goal, 'source', true)
        .map(({ value, completions, visitors }) => ({ source: value, completions, visitors }))
        .sort(byCompletions),
      pages: figures(goal, 'page', true)
        .map(({ value, completions, visitors }) => ({ page: value, completions, visitors }))
        .sort(byCompletions),
    })),
    funnel: { current: funnelOf(true), previous: funnelOf(false) },
  };
}
