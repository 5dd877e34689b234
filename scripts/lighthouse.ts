/**
 * `npm run lighthouse`: Lighthouse (mobile) on every page of the built site, both languages.
 * Serves the existing production build on a spare port, reads the page list from the sitemap
 * and prints the four category scores with LCP, TBT and CLS for each page.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from './lib/chromium';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const origin = `http://127.0.0.1:${port}`;

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

async function pagesFromSitemap(): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const score = (value: number | null | undefined) =>
  value == null ? '–' : String(Math.round(value * 100));

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first.');
  }
  const server = spawn(
    path.join(root, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port)],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? './data/lighthouse' },
    },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    await waitForServer(`${origin}/api/health`);
    const pages = process.argv.slice(2).length ? process.argv.slice(2) : await pagesFromSitemap();
    const rows: string[][] = [];
    const outDir = path.join(root, 'reports', 'lighthouse');
    mkdirSync(outDir, { recursive: true });
    for (const page of pages) {
      // Warm the page once so the first measurement does not include server start-up.
      await fetch(`${origin}${page}`);
      const result = await lighthouse(`${origin}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits } = result.lhr;
      writeFileSync(
        path.join(outDir, `${page.replace(/\W+/g, '_') || 'home'}.json`),
        result.report as string,
      );
      rows.push([
        page,
        score(categories.performance?.score),
        score(categories.accessibility?.score),
        score(categories['best-practices']?.score),
        score(categories.seo?.score),
        `${Math.round(audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
        `${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        (audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      ]);
      console.log(`measured ${page}`);
    }
    const header = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS'];
    const widths = header.map((title, i) =>
      Math.max(title.length, ...rows.map((row) => row[i]!.length)),
    );
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
    for (const row of rows) console.log(line(row));
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
