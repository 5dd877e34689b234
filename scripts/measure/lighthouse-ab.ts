/**
 * `npm run lighthouse:ab`: does V8's compile hint on the browser chunks (scripts/build/compile-hints.mjs)
 * make pages faster? Serves one production build twice, as built (with the hint) and with the hint
 * taken off again (integrity renewed to match), and runs Lighthouse (mobile) on each page
 * alternately against the two servers, switching which arm goes first every round, so a change in
 * the machine's load falls on both arms alike. Prints per page and arm the median performance
 * score, TBT and LCP, and the difference of the medians with a 95 % bootstrap interval: the hint
 * earns its place only if the interval of the gain stays clear of zero.
 *
 * AB_RUNS (default 15) runs per arm and page; pages as arguments (default / and /about). Needs a
 * production build (`npm run build`) and a quiet machine: Lighthouse's figures follow the CPU.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { removeCompileHints } from '../build/compile-hints.mjs';
import { syncSubresourceIntegrity } from '../build/subresource-integrity.mjs';
import { findChromium } from './lib/chromium';
import { get, runLighthouse, waitForServer, type LighthouseResult } from './lib/lighthouse';

const root = path.resolve(__dirname, '..', '..');
const outDir = path.join(root, 'reports', 'lighthouse-ab');
const runsPerArm = Math.max(1, Number(process.env.AB_RUNS ?? 15));
const firstPort = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about'];
/** Not shared between the arms: each has its own build copy and its own data. */
const armOwn = new Set(['.next', '.git', 'data', 'reports']);

interface Arm {
  name: 'with hint' | 'without hint';
  dir: string;
  origin: string;
  server?: ChildProcess;
}

interface Sample {
  performance: number;
  tbt: number;
  lcp: number;
  benchmarkIndex: number;
}

/** A copy of the project whose `.next` is a copy of the build, so each arm can be changed alone. */
function prepareArm(name: Arm['name'], port: number): Arm {
  const dir = path.join(outDir, name.replace(' ', '-'));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(root)) {
    if (!armOwn.has(entry)) symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  cpSync(path.join(root, '.next'), path.join(dir, '.next'), {
    recursive: true,
    filter: (source) => !source.startsWith(path.join(root, '.next', 'cache')),
  });
  return { name, dir, origin: `http://127.0.0.1:${port}` };
}

function startArm(arm: Arm) {
  const port = new URL(arm.origin).port;
  const serverLog = openSync(path.join(arm.dir, 'server.log'), 'w');
  arm.server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], {
    // The server serves, and the proxy reads the build's script hashes from, the working directory.
    cwd: arm.dir,
    stdio: ['ignore', serverLog, serverLog],
    env: { ...process.env, DATA_DIR: path.join(arm.dir, 'data'), PORT: port },
  });
}

const sample = (result: LighthouseResult): Sample => ({
  performance: Math.round((result.categories.performance?.score ?? 0) * 100),
  tbt: result.audits['total-blocking-time']?.numericValue ?? 0,
  lcp: result.audits['largest-contentful-paint']?.numericValue ?? 0,
  benchmarkIndex: result.environment.benchmarkIndex,
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A small seeded generator, so the interval printed for a set of runs is always the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** 95 % bootstrap interval of median(with) − median(without). */
function differenceInterval(withHint: number[], without: number[]): [number, number] {
  const next = random(14);
  const resample = (values: number[]) =>
    values.map(() => values[Math.floor(next() * values.length)]!);
  const differences = Array.from(
    { length: 5_000 },
    () => median(resample(withHint)) - median(resample(without)),
  ).sort((a, b) => a - b);
  return [
    differences[Math.floor(0.025 * differences.length)]!,
    differences[Math.floor(0.975 * differences.length)]!,
  ];
}

function printSummary(results: Record<string, Record<Arm['name'], Sample[]>>) {
  const rows = [['page', 'metric', 'with hint', 'without hint', 'difference', '95 % interval']];
  for (const [page, arms] of Object.entries(results)) {
    for (const metric of ['performance', 'tbt', 'lcp'] as const) {
      const withHint = arms['with hint'].map((run) => run[metric]);
      const without = arms['without hint'].map((run) => run[metric]);
      const [low, high] = differenceInterval(withHint, without);
      const unit = metric === 'performance' ? '' : ' ms';
      const show = (value: number) => `${Math.round(value)}${unit}`;
      rows.push([
        page,
        metric === 'performance' ? 'score' : metric.toUpperCase(),
        show(median(withHint)),
        show(median(without)),
        show(median(withHint) - median(without)),
        `${show(low)} to ${show(high)}`,
      ]);
    }
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  const benchmarks = Object.values(results).flatMap((arms) =>
    Object.values(arms).flatMap((runs) => runs.map((run) => run.benchmarkIndex)),
  );
  console.log(`\nMedian CPU benchmark index: ${Math.round(median(benchmarks))}`);
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build found: run `npm run build` first.');
  }
  const chromePath = findChromium();
  const arms = [prepareArm('with hint', firstPort), prepareArm('without hint', firstPort + 1)];
  const unhinted = path.join(arms[1]!.dir, '.next');
  const removed = await removeCompileHints(path.join(unhinted, 'static', 'chunks'));
  await syncSubresourceIntegrity(unhinted);
  console.log(`Same build twice: the hint taken off ${removed} chunks in the second copy.`);

  const results: Record<string, Record<Arm['name'], Sample[]>> = {};
  try {
    for (const arm of arms) startArm(arm);
    for (const arm of arms) {
      await waitForServer(`${arm.origin}/api/health`).catch((error: unknown) => {
        throw new Error(`${String(error)}; see ${path.join(arm.dir, 'server.log')}`);
      });
    }
    for (const page of pages) {
      results[page] = { 'with hint': [], 'without hint': [] };
      for (const arm of arms) await get(`${arm.origin}${page}`);
    }
    for (let round = 0; round < runsPerArm; round += 1) {
      for (const page of pages) {
        const order = round % 2 === 0 ? arms : [...arms].reverse();
        for (const arm of order) {
          const name = `${page.replace(/\W+/g, '_')}-${arm.name.replace(' ', '-')}-${round + 1}`;
          const result = runLighthouse(
            `${arm.origin}${page}`,
            path.join(outDir, `${name}.json`),
            chromePath,
          );
          results[page]![arm.name].push(sample(result));
          console.log(
            `round ${round + 1}/${runsPerArm} ${page} ${arm.name}: ${sample(result).performance}`,
          );
        }
      }
    }
  } finally {
    for (const arm of arms) arm.server?.kill('SIGTERM');
  }
  writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(results, null, 2));
  console.log(
    `\n${runsPerArm} runs per arm and page, alternating; all runs in ${path.relative(root, outDir)}\n`,
  );
  printSummary(results);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
