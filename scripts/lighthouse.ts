/**
 * `npm run lighthouse`: Lighthouse (mobile) on every page of the built site, both languages.
 * Serves the existing production build on a spare port, reads the page list from the sitemaps
 * (or takes paths as arguments) and prints the four category scores with LCP, TBT and CLS.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median
 * performance score is reported, with the lowest and highest score and the host's CPU benchmark
 * index: Lighthouse calibrates its 4x CPU slowdown for a desktop scoring 1500-2000, so runs on a
 * busier or slower host read low.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, findChromium } from './lib/chromium';

const root = process.cwd();
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

async function waitForServer(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer at ${url}`);
}

/** A GET that survives the server dropping an idle keep-alive connection between Lighthouse runs. */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

const locPaths = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

/** The pages of every sitemap that the sitemap index lists. */
async function pagesFromSitemap(): Promise<string[]> {
  const sitemaps = locPaths(await (await get(`${origin}/sitemap.xml`)).text());
  const pages = await Promise.all(
    sitemaps.map(async (sitemap) => locPaths(await (await get(`${origin}${sitemap}`)).text())),
  );
  return pages.flat();
}

/**
 * Lighthouse runs as its own process: it serialises functions into the page, which breaks when
 * this TypeScript runner has rewritten them. Its trace recording now and then fails to start
 * (NO_NAVSTART), so a failed run is tried again before the page counts as failed.
 */
function runLighthouse(url: string, reportFile: string, chromePath: string): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    if (spawnLighthouse(url, reportFile, chromePath)) {
      return JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseResult;
    }
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times`);
  }
}

function spawnLighthouse(url: string, reportFile: string, chromePath: string): boolean {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless ${chromiumArgs.join(' ')}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } },
  );
  return result.status === 0;
}

const categoryScore = (result: LighthouseResult, category: string) =>
  result.categories[category]?.score ?? 0;

const score = (value: number | null | undefined) =>
  value == null ? '–' : String(Math.round(value * 100));

/**
 * One table row for a page: the run with the median performance score, the range of that score
 * across runs, and the lowest score of the other categories (they should not vary between runs).
 */
function summaryRow(page: string, runs: LighthouseResult[]): string[] {
  const performance = (run: LighthouseResult) => categoryScore(run, 'performance');
  const ranked = [...runs].sort((a, b) => performance(a) - performance(b));
  const median = ranked[Math.floor((ranked.length - 1) / 2)]!;
  const lowest = (category: string) =>
    score(Math.min(...runs.map((run) => categoryScore(run, category))));
  const milliseconds = (audit: string) =>
    `${Math.round(median.audits[audit]?.numericValue ?? 0)} ms`;
  return [
    page,
    score(performance(median)),
    `${score(performance(ranked[0]!))}-${score(performance(ranked.at(-1)!))}`,
    lowest('accessibility'),
    lowest('best-practices'),
    lowest('seo'),
    milliseconds('largest-contentful-paint'),
    milliseconds('total-blocking-time'),
    (median.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    String(Math.round(median.environment.benchmarkIndex)),
  ];
}

function printTable(rows: string[][]) {
  const header = ['page', 'perf', 'range', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'CPU index'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first.');
  }
  const chromePath = findChromium();
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port)],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? './data/lighthouse' },
    },
  );
  try {
    await waitForServer(`${origin}/api/health`);
    const pages = process.argv.slice(2).length ? process.argv.slice(2) : await pagesFromSitemap();
    const outDir = path.join(root, 'reports', 'lighthouse');
    mkdirSync(outDir, { recursive: true });
    const rows: string[][] = [];
    for (const page of pages) {
      // Warm the page once so the measurement does not include the server's first render.
      await get(`${origin}${page}`);
      const name = page.replace(/\W+/g, '_').replace(/^_$/, 'home');
      const runs = Array.from({ length: runsPerPage }, (_, run) =>
        runLighthouse(`${origin}${page}`, path.join(outDir, `${name}-${run + 1}.json`), chromePath),
      );
      rows.push(summaryRow(page, runs));
    }
    printTable(rows);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
