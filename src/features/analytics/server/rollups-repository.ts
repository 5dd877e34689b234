import 'server-only';
import { and, eq, gte, lt, min, sql } from 'drizzle-orm';
import { addDays, daysBetween, studioDay } from '@/features/analytics/studio-day';
import { advisoryLockKeys, tryAdvisoryTransactionLock } from '@/server/db/advisory-lock';
import {
  analyticsDaily,
  analyticsDailyGoals,
  analyticsGoals,
  analyticsViews,
} from '@/server/db/schema';
import type { Database, Queryable } from '@/server/db/types';

// A visit ends after 30 idle minutes; a goal belongs to the visit of the last view before it.
function rollUpStatement(day: string) {
  return sql`
    with events as (
      select visitor, at, true as is_view, path, locale, referrer_host, utm_source, utm_medium,
        utm_campaign, device, browser, os, country, null::text as goal
      from ${analyticsViews} where day = ${day}
      union all
      select visitor, at, false, path, null, null, null, null, null, null, null, null, null, goal
      from ${analyticsGoals} where day = ${day}
    ),
    marked as (
      select *, case when is_view and (lag(at) over activity is null
          or at - lag(at) over activity > interval '30 minutes') then 1 else 0 end as starts,
        row_number() over activity as seq
      from events window activity as (partition by visitor order by at, is_view desc)
    ),
    -- Ordered by seq, not again by time: events of the same instant keep the order they were
    -- marked in.
    numbered as (
      select *, sum(starts) over (partition by visitor order by seq) as visit
      from marked
    ),
    visits as (
      select distinct on (visitor, visit) visitor, visit, path as entry,
        coalesce(utm_source, referrer_host, '') as source, coalesce(utm_medium, '') as medium,
        coalesce(utm_campaign, '') as campaign
      from numbered where is_view order by visitor, visit, seq
    ),
    views as (
      select n.*, v.entry, v.source, v.medium, v.campaign
      from numbered n join visits v using (visitor, visit) where n.is_view
    ),
    -- Counted in steps rather than with count(distinct), which sorts every row of the day.
    by_visit as (
      select d.dimension, d.value, visitor, visit, count(*) as views
      from views cross join lateral (values ('site', ''), ('page', path), ('entry', entry),
        ('source', source), ('medium', medium), ('campaign', campaign), ('device', device),
        ('browser', browser), ('os', os), ('language', locale),
        ('country', coalesce(country, ''))) as d(dimension, value)
      group by d.dimension, d.value, visitor, visit
    ),
    by_visitor as (
      select dimension, value, sum(views) as views, count(*) as visits
      from by_visit group by dimension, value, visitor
    ),
    view_rows as (
      insert into ${analyticsDaily} (day, dimension, value, views, visitors, visits)
      select ${day}::date, dimension, value, sum(views), count(*), sum(visits)
      from by_visitor group by dimension, value
      union all
      select ${day}::date, 'site', '', 0, 0, 0 where not exists (select 1 from views)
      returning 1
    ),
    goal_events as (
      select n.goal, coalesce(n.path, '') as path, n.visitor, coalesce(v.source, '') as source
      from numbered n left join visits v using (visitor, visit) where not n.is_view
    ),
    goal_rows as (
      insert into ${analyticsDailyGoals} (day, goal, dimension, value, completions, visitors)
      select ${day}::date, goal, d.dimension, d.value, count(*), count(distinct visitor)
      from goal_events cross join lateral (values ('total', ''), ('source', source),
        ('page', path)) as d(dimension, value)
      group by goal, d.dimension, d.value
      returning 1
    ),
    first_views as (
      select visitor, min(at) as viewed from events where is_view group by visitor
    ),
    opened as (
      select e.visitor, min(e.at) as opened
      from events e join first_views f using (visitor)
      where e.goal = 'booking-dialog-opened' and e.at >= f.viewed group by e.visitor
    ),
    booked as (
      select distinct e.visitor
      from events e join opened o using (visitor)
      where e.goal = 'booking-made' and e.at >= o.opened
    ),
    funnel_rows as (
      insert into ${analyticsDailyGoals} (day, goal, dimension, value, completions, visitors)
      select ${day}::date, step.goal, 'funnel', '', step.visitors, step.visitors
      from (
        select 'booking-dialog-opened' as goal, (select count(*) from opened) as visitors
        union all
        select 'booking-made', (select count(*) from booked)
      ) as step
      where step.visitors > 0
      returning 1
    )
    select (select count(*) from view_rows) + (select count(*) from goal_rows)
      + (select count(*) from funnel_rows) as written`;
}

export async function rollUpDay(db: Queryable, day: string): Promise<void> {
  await db.delete(analyticsDaily).where(eq(analyticsDaily.day, day));
  await db.delete(analyticsDailyGoals).where(eq(analyticsDailyGoals.day, day));
  await db.execute(rollUpStatement(day));
}

async function oldestRawDay(db: Queryable): Promise<string | undefined> {
  const [views] = await db.select({ day: min(analyticsViews.day) }).from(analyticsViews);
  const [goals] = await db.select({ day: min(analyticsGoals.day) }).from(analyticsGoals);
  return [views?.day, goals?.day].filter((day): day is string => Boolean(day)).sort()[0];
}

// Late views of a day arrive within seconds of its end: an hour later its totals are final.
const SETTLING_MS = 60 * 60_000;

/** The days whose totals are due: today, yesterday while it settles, and any never drawn up. */
export async function daysToRollUp(db: Queryable, now: Date): Promise<string[]> {
  const today = studioDay(now);
  const settled = studioDay(new Date(now.getTime() - SETTLING_MS));
  const days = new Set([settled, today]);
  const oldest = await oldestRawDay(db);
  if (oldest && oldest < settled) {
    const drawnUp = await db
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .where(
        and(
          eq(analyticsDaily.dimension, 'site'),
          gte(analyticsDaily.day, oldest),
          lt(analyticsDaily.day, settled),
        ),
      );
    const done = new Set(drawnUp.map((row) => row.day));
    for (let offset = 0; offset < daysBetween(oldest, settled); offset += 1) {
      const day = addDays(oldest, offset);
      if (!done.has(day)) days.add(day);
    }
  }
  return [...days].sort();
}

// Each day in its own transaction, and one server at a time: the others skip their turn.
export async function rollUpDueDays(db: Database, now: Date): Promise<string[] | undefined> {
  const days = await daysToRollUp(db, now);
  for (const day of days) {
    const done = await db.transaction(async (tx) => {
      if (!(await tryAdvisoryTransactionLock(tx, advisoryLockKeys.analyticsRollup))) return false;
      await rollUpDay(tx, day);
      return true;
    });
    if (!done) return undefined;
  }
  return days;
}
