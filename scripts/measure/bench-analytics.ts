/**
 * `npm run bench:analytics`: what counting visits costs. Two parts.
 *
 * Against the production build on the embedded database (skipped without a build), 20
 * connections for 10 s each: `/` alone; `/` with its view (each connection alternating the page
 * and its beacon), as pages a second; then views alone, each from its own address and one of a few
 * dozen browsers, with the server's CPU time per view; then a flood of views from one address,
 * which the rate limit turns away, with the server's CPU time per refusal. The server is then
 * stopped, which writes what is pending, and the views it stored are counted against those it
 * answered 202.
 *
 * On 1 million stored views (90 days, four views a visit, some goals), on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a database of its own is created and
 * dropped) and on PGlite: the time to draw up every day's totals, to redraw today's (what the
 * server does every 5 minutes), and p50/p99 of the desk's report for 7, 30 and 90 days.
 *
 * `-- beacon` or `-- reports` runs one part; `--views`, `--duration` and `--runs` change the sizes.
 * Runs with the `react-server` condition, so that the server's own modules load outside Next.js.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { count, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { PAGE_VIEW_PATH } from '../../src/features/analytics/beacon';
import { reportRanges } from '@/features/analytics/desk/report-range';
import { analyticsReport } from '@/features/analytics/server/report-queries';
import { rollUpDay, rollUpDueDays } from '@/features/analytics/server/rollups-repository';
import { studioDay } from '../../src/features/analytics/studio-day';
import { indexedPaths as pathsFor } from '../../src/lib/seo/site-map';
import { launchArticles } from '../../tests/support/launch-articles';

const indexedPaths = pathsFor(launchArticles());
import { openMigratedDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { analyticsViews } from '../../src/server/db/schema';
import { benchPostgresUrl, nextAddress, serverCpuMs } from './lib/booking-load';
import { loadAverage } from './lib/machine';
import { startNextServer, type RunningServer } from './lib/next-server';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    views: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '50' },
  },
});
const storedViews = Number(values.views);
const durationSeconds = Number(values.duration);
const reportRuns = Number(values.runs);
const CONNECTIONS = 20;
const parts = new Set(positionals.length ? positionals : ['beacon', 'reports']);

const browsers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
].flatMap((agent) =>
  [0, 1, 2].map((variant) => `${agent} ${['', 'Build/1', 'Build/2'][variant]}`.trim()),
);

let sent = 0;
function beacon(server: RunningServer, from = nextAddress()) {
  sent += 1;
  return {
    method: 'POST' as const,
    path: PAGE_VIEW_PATH,
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      // autocannon sends no Host of its own once a request names its headers.
      host: new URL(server.url).host,
      origin: server.url,
      'sec-fetch-site': 'same-origin',
      'user-agent': browsers[sent % browsers.length]!,
      'x-forwarded-for': from,
    },
    body: JSON.stringify({
      u: `${server.url}${indexedPaths[sent % indexedPaths.length]}?utm_source=bench`,
      r: 'https://www.google.com/',
    }),
  };
}

const home = (server: RunningServer) => ({
  method: 'GET' as const,
  path: '/',
  headers: { host: new URL(server.url).host, 'accept-encoding': 'gzip, br' },
});

async function load(server: RunningServer, requests: (() => autocannon.Request)[]) {
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: durationSeconds,
    requests: requests.map((make) => ({ setupRequest: () => make() })),
  });
  const statuses: Record<string, { count?: number }> = result.statusCodeStats ?? {};
  return {
    perSecond: result.requests.total / durationSeconds,
    total: result.requests.total,
    counted: statuses['202']?.count ?? 0,
    refused: statuses['429']?.count ?? 0,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function benchBeacon() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-analytics-'));
  let server: RunningServer | undefined;
  try {
    server = await startNextServer({
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      DATABASE_URL: '',
      SMTP_URL: '',
    });
    const running = server;
    let counted = 0;
    for (let i = 0; i < 50; i += 1) {
      await fetch(`${running.url}/`, { headers: home(running).headers }).then((response) =>
        response.arrayBuffer(),
      );
      const { method, path: address, headers, body } = beacon(running);
      const response = await fetch(`${running.url}${address}`, { method, headers, body });
      if (response.status === 202) counted += 1;
    }
    const pages = await load(running, [() => home(running)]);
    const pairs = await load(running, [() => home(running), () => beacon(running)]);
    const cpuBefore = await serverCpuMs(running);
    const views = await load(running, [() => beacon(running)]);
    // The last batch is written within a second of the load.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const cpuPerView = ((await serverCpuMs(running)) - cpuBefore) / views.total;
    const cpuBeforeFlood = await serverCpuMs(running);
    const flood = await load(running, [() => beacon(running, '2001:db8::f100d')]);
    const cpuPerRefusal = ((await serverCpuMs(running)) - cpuBeforeFlood) / flood.total;
    await running.stop();
    server = undefined;
    counted += pairs.counted + views.counted + flood.counted;

    const database = await openMigratedDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
    });
    const [stored] = await database.db.select({ views: count() }).from(analyticsViews);
    await database.close();
    const pagesWithViews = pairs.total / 2 / durationSeconds;
    console.log(`
Beacon, embedded database, ${CONNECTIONS} connections, ${durationSeconds} s per load:
  / alone               ${pages.perSecond.toFixed(0)} pages/s
  / with its view       ${pagesWithViews.toFixed(0)} pages/s, ${(pagesWithViews / pages.perSecond).toFixed(2)} of / alone (${pairs.failed} failed)
  views alone           ${views.perSecond.toFixed(0)}/s counted (${views.failed} failed); server CPU ${cpuPerView.toFixed(3)} ms a view
  one address's flood   ${flood.perSecond.toFixed(0)}/s, ${flood.refused} refused (429), ${flood.counted} counted; server CPU ${cpuPerRefusal.toFixed(3)} ms a request
  stored                ${stored?.views ?? 0} of the ${counted} views counted in the run`);
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Visits of four views two minutes apart, spread over 90 days; one visit in 40 opens the booking
// dialog, one in 200 books, one in 100 sends the readiness form.
async function seed(database: DatabaseHandle, views: number, now: Date) {
  const paths = indexedPaths.flatMap((page) => [page, page === '/' ? '/es' : `/es${page}`]);
  const list = (items: readonly (string | null)[]) =>
    sql.raw(
      `array[${items.map((item) => (item === null ? 'null' : `'${item}'`)).join(', ')}]::text[]`,
    );
  const pick = (items: readonly (string | null)[]) =>
    sql`(${list(items)})[1 + floor(random() * ${items.length})::int]`;
  const visitsPerStatement = 25_000;
  for (let first = 0; first < views / 4; first += visitsPerStatement) {
    await database.db.execute(sql`
      with visits as materialized (
        select v, ${now.toISOString()}::timestamptz - random() * interval '90 days' as start,
          floor(random() * 281474976710655)::bigint as visitor,
          ${pick([null, null, 'google.com', 'bing.com', 'linkedin.com', 'duckduckgo.com', 'news.ycombinator.com'])} as referrer,
          case when random() < 0.1 then 'newsletter' end as utm,
          ${pick(['desktop', 'desktop', 'mobile', 'mobile', 'tablet'])} as device,
          ${pick(['Chrome', 'Safari', 'Firefox', 'Microsoft Edge'])} as browser,
          ${pick(['Windows', 'macOS', 'iOS', 'Android', 'Linux'])} as os
        from generate_series(${first + 1}::int, ${first + visitsPerStatement}::int) as v
      ),
      viewed as (
        insert into analytics_views (day, at, visitor, path, locale, referrer_host, utm_source,
          utm_medium, utm_campaign, device, browser, os, country)
        select ((start + k * interval '2 minutes') at time zone 'America/New_York')::date,
          start + k * interval '2 minutes', visitor, page,
          case when page like '/es%' then 'es' else 'en' end,
          case when k = 0 then referrer end, case when k = 0 then utm end,
          case when k = 0 and utm is not null then 'email' end,
          case when k = 0 and utm is not null then 'november' end, device, browser, os, null
        from visits cross join generate_series(0, 3) as k
          cross join lateral (select ${pick(paths)} as page) as p
      )
      insert into analytics_goals (day, at, visitor, goal, path)
      select ((start + interval '7 minutes') at time zone 'America/New_York')::date,
        start + interval '7 minutes', visitor, goal, '/'
      from visits cross join lateral (values
        (case when v % 40 = 0 then 'booking-dialog-opened' end),
        (case when v % 200 = 0 then 'booking-made' end),
        (case when v % 100 = 1 then 'readiness-sent' end)) as g(goal)
      where goal is not null`);
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function benchReports(label: string, database: DatabaseHandle) {
  const now = new Date();
  const seedMs = await timed(() => seed(database, storedViews, now));
  const [stored] = await database.db.select({ views: count() }).from(analyticsViews);
  const allDaysMs = await timed(() => rollUpDueDays(database.db, now));
  const todayMs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    todayMs.push(await timed(() => rollUpDay(database.db, studioDay(now))));
  }
  console.log(
    `\n${label}: ${stored?.views ?? 0} views stored in ${(seedMs / 1000).toFixed(1)} s; every day drawn up in ${(allDaysMs / 1000).toFixed(1)} s; today's redrawn in ${Math.min(...todayMs).toFixed(0)}-${Math.max(...todayMs).toFixed(0)} ms`,
  );
  for (const range of reportRanges) {
    await analyticsReport(database.db, range, now);
    const times: number[] = [];
    for (let run = 0; run < reportRuns; run += 1) {
      times.push(await timed(() => analyticsReport(database.db, range, now)));
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${String(range).padStart(2)}-day report   p50 ${percentile(times, 50).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   (${reportRuns} runs)`,
    );
  }
}

async function adminQuery(url: string, query: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

async function main() {
  console.log(
    `Analytics benchmark: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node.js ${process.version}; load average ${loadAverage()}.`,
  );
  if (parts.has('beacon')) {
    try {
      await benchBeacon();
    } catch (error) {
      if (!String(error).includes('No production build')) throw error;
      console.log('\nBeacon: skipped (no production build: run `npm run build` first).');
    }
  }
  if (!parts.has('reports')) return;

  const postgresUrl = benchPostgresUrl();
  if (postgresUrl) {
    const name = `marlowe_bench_analytics_${process.pid}`;
    await adminQuery(postgresUrl, `create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    try {
      const database = await openMigratedDatabase({ kind: 'postgres', url: url.toString() });
      try {
        await benchReports('PostgreSQL', database);
      } finally {
        await database.close();
      }
    } finally {
      await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    }
  } else {
    console.log(
      '\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it).',
    );
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-analytics-db-'));
  try {
    const database = await openMigratedDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
    });
    try {
      await benchReports('Embedded database (PGlite)', database);
    } finally {
      await database.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main()
  .then(() => console.log(`\nLoad average at the end: ${loadAverage()}.`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
