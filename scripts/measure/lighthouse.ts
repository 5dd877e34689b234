/**
 * `npm run lighthouse`: Lighthouse (mobile) on every page of the built site, both languages.
 * Serves the existing production build on a spare port, reads the page list from the sitemaps
 * (or takes paths as arguments) and prints the four category scores with LCP, TBT and CLS.
 * Each page is measured LIGHTHOUSE_RUNS times (default 3) and the run with the median
 * performance score is reported, with the lowest and highest score and the host's CPU benchmark
 * index: Lighthouse calibrates its 4x CPU slowdown for a desktop scoring 1500-2000, so runs on a
 * busier or slower host read low.
 *
 * With LIGHTHOUSE_VIA_NGINX=1 the browser reaches the server the way visitors reach the deployed
 * site: through deploy/nginx.conf run locally (TLS, HTTP/2, nginx's page cache), under the
 * deployed host name.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { keepableAnswer } from './lib/answer-as-sent';
import { findChromium } from './lib/chromium';
import { buildFilesNamedIn } from './lib/first-load-js';
import {
  DEPLOYED_HOST,
  findNginx,
  getThroughNginx,
  prepareLocalNginx,
  type LocalNginx,
} from './lib/local-nginx';
import {
  categoryScore,
  get,
  runLighthouse,
  waitForServer,
  type LighthouseResult,
} from './lib/lighthouse';

const root = process.cwd();
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const viaNginx = process.env.LIGHTHOUSE_VIA_NGINX === '1';
// What Chromium asks for, so that nginx caches the variant the measured runs will ask for.
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const locPaths = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

async function pagesFromSitemap(): Promise<string[]> {
  const sitemaps = locPaths(await (await get(`${origin}/sitemap.xml`)).text());
  const pages = await Promise.all(
    sitemaps.map(async (sitemap) => locPaths(await (await get(`${origin}${sitemap}`)).text())),
  );
  return pages.flat();
}

/**
 * Asks once for the page and the scripts and stylesheets it names, so that the measurement
 * includes neither the server's first render nor its first compression of each file (nor, through
 * nginx, its first filling of the cache, which waits for the server's compressed copies: nginx
 * does not keep what came before).
 */
async function warm(page: string, nginx: LocalNginx | undefined) {
  const html = await (await get(`${origin}${page}`)).text();
  const files = [...new Set(buildFilesNamedIn(html))];
  await Promise.all(files.map(async (file) => (await get(`${origin}${file}`)).arrayBuffer()));
  if (nginx) {
    for (const address of [page, ...files]) {
      await keepableAnswer(`${origin}${address}`, 'br');
      await getThroughNginx(nginx.tlsPort, address, { 'accept-encoding': BROWSER_ENCODINGS });
    }
  }
}

async function startNginx(): Promise<LocalNginx | undefined> {
  if (!viaNginx) return undefined;
  const nginxPath = findNginx();
  if (!nginxPath) {
    throw new Error('LIGHTHOUSE_VIA_NGINX=1 needs nginx (NGINX_PATH, /usr/sbin/nginx or on PATH).');
  }
  const nginx = await prepareLocalNginx(nginxPath, port);
  await nginx.start();
  return nginx;
}

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
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? './data/lighthouse',
      PORT: String(port),
    },
  });
  let nginx: LocalNginx | undefined;
  try {
    await waitForServer(`${origin}/api/health`);
    nginx = await startNginx();
    const pageOrigin = nginx ? `https://${DEPLOYED_HOST}` : origin;
    // The browser resolves the deployed host to the local nginx and accepts its own certificate.
    const chromeFlags = nginx
      ? [
          '--ignore-certificate-errors',
          `--host-resolver-rules="MAP ${DEPLOYED_HOST} 127.0.0.1:${nginx.tlsPort}"`,
        ]
      : [];
    const pages = process.argv.slice(2).length ? process.argv.slice(2) : await pagesFromSitemap();
    const outDir = path.join(root, 'reports', 'lighthouse');
    mkdirSync(outDir, { recursive: true });
    const rows: string[][] = [];
    for (const page of pages) {
      await warm(page, nginx);
      const name = page.replace(/\W+/g, '_').replace(/^_$/, 'home');
      const runs = Array.from({ length: runsPerPage }, (_, run) =>
        runLighthouse(
          `${pageOrigin}${page}`,
          path.join(outDir, `${name}-${run + 1}.json`),
          chromePath,
          chromeFlags,
        ),
      );
      rows.push(summaryRow(page, runs));
    }
    printTable(rows);
  } finally {
    await nginx?.dispose();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
