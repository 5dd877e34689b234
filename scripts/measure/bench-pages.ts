/**
 * `npm run bench:pages`: what each page costs to send. Serves the existing production build on
 * loopback and prints, for the home, About, blog, one article and one service page in both
 * languages, and for an unknown address (the 404 page): the document's size (raw, as the server
 * sends it compressed, and as brotli), its first-load JavaScript (gzip and brotli), and requests
 * per second with p99 latency at 20 connections that accept `gzip, br`, beside a bare Node.js server
 * answering the same document compressed once, from memory, in the same run. The ratio is the
 * figure to compare between runs: absolute numbers move with the machine and whatever else runs
 * on it.
 *
 * Options: `--duration <seconds>` per page and server (default 3), `--connections <n>`
 * (default 20), and paths to measure only those: `npm run bench:pages -- --duration 10 / /es`.
 * `--sizes` prints the document sizes alone, without the load test, of every page of the site in
 * both languages unless paths are given.
 *
 * `--against <dir>` compares two builds instead: this one and a copy saved with
 * `npm run screenshots:compare -- --save <dir>`, each served as it serves itself (its own
 * scripts/server.mjs, or `next start` for a copy older than it). Both run at once and take turns,
 * `--rounds` times per page (default 5, the order reversed every other round), so that whatever
 * else the machine does falls on both; it prints every round, then each build's median and range.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { localized, locales, sitePages } from '../../e2e/support/site';
import { serviceSlugs } from '../../src/config/navigation';
import { launchArticles } from '../../tests/support/launch-articles';
import { encodingOf, keepableAnswer, requestAsSent } from './lib/answer-as-sent';
import { firstLoadJs } from './lib/first-load-js';
import { loadAverage } from './lib/machine';
import { startNextServer, type RunningServer } from './lib/next-server';
import { startPrecompressedServer } from './lib/precompressed-server';
import { resolvePageAddress } from '../../src/server/http/page-addresses';

const ACCEPT_ENCODING = 'gzip, br';
const WARM_UP_REQUESTS = 20;

const { values, positionals: askedPaths } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    sizes: { type: 'boolean', default: false },
    against: { type: 'string' },
    rounds: { type: 'string', default: '5' },
  },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const sizesOnly = values.sizes;

const benchmarkedPages = [
  '/',
  '/about',
  '/blog',
  `/blog/${launchArticles()[0]!.slug}`,
  `/services/${serviceSlugs[0]}`,
  // What robots probing for unknown files get: the 404 page, with status 404.
  '/this/does-not-exist',
];

const expectedStatus = (page: string) => (resolvePageAddress(page).found ? 200 : 404);
const pages = askedPaths.length
  ? askedPaths
  : (sizesOnly ? sitePages.map((page) => page.path) : benchmarkedPages).flatMap((page) =>
      locales.map((locale) => localized(locale, page)),
    );

interface DocumentSize {
  raw: number;
  sent: number;
  encoding: string;
  /** gzip at level 9, as the server stores it for browsers that do not accept brotli. */
  gzip: number;
  br: number;
}

async function load(url: string, status: number) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  });
  const counts: Record<string, { count?: number }> = result.statusCodeStats ?? {};
  const answers = Object.values(counts).reduce((sum, { count = 0 }) => sum + count, 0);
  const expected = counts[String(status)]?.count ?? 0;
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    failed: answers - expected + result.errors + result.timeouts,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printSizes(sizes: Map<string, DocumentSize>) {
  console.log(
    `\n${'page'.padEnd(34)} ${'raw KB'.padStart(7)} ${'sent KB'.padStart(13)} ${'gzip KB'.padStart(7)} ${'br KB'.padStart(6)}`,
  );
  for (const [page, size] of sizes) {
    console.log(
      `${page.padEnd(34)} ${kb(size.raw).padStart(7)} ${`${kb(size.sent)} ${size.encoding}`.padStart(13)} ${kb(size.gzip).padStart(7)} ${kb(size.br).padStart(6)}`,
    );
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

async function compareBuilds(savedDir: string) {
  const rounds = Number(values.rounds);
  console.log(
    `Build comparison: ${connections} connections accepting "${ACCEPT_ENCODING}", ${rounds} rounds of ${durationSeconds} s per page and build; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node.js ${process.version}; load average ${loadAverage()}.`,
  );
  const builds: { name: string; server: RunningServer; dataDir: string }[] = [];
  try {
    for (const [name, projectDir] of [
      ['saved', path.resolve(savedDir)],
      ['this', undefined],
    ] as const) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `marlowe-bench-${name}-`));
      const server = await startNextServer(
        { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
        { projectDir },
      );
      builds.push({ name, server, dataDir });
    }
    const comparedPages = askedPaths.length ? askedPaths : ['/'];
    for (const page of comparedPages) {
      for (const { server } of builds) {
        for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
          await requestAsSent(`${server.url}${page}`, { 'accept-encoding': ACCEPT_ENCODING });
        }
      }
      const perSecond = builds.map(() => [] as number[]);
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 ? [1, 0] : [0, 1];
        for (const index of order) {
          const { name, server } = builds[index]!;
          const result = await load(`${server.url}${page}`, expectedStatus(page));
          perSecond[index]!.push(result.perSecond);
          console.log(
            `${page.padEnd(34)} round ${round + 1} ${name.padEnd(6)} ${result.perSecond.toFixed(0).padStart(6)} req/s, p99 ${result.p99} ms` +
              (result.failed ? `  (${result.failed} failed requests)` : ''),
          );
        }
      }
      const [saved, current] = perSecond.map((figures) => ({
        median: median(figures),
        range: `${Math.min(...figures).toFixed(0)}-${Math.max(...figures).toFixed(0)}`,
      }));
      console.log(
        `${page}: saved ${saved!.median.toFixed(0)} req/s (${saved!.range}), this ${current!.median.toFixed(0)} req/s (${current!.range}); ` +
          `this ÷ saved ${(current!.median / saved!.median).toFixed(2)}`,
      );
    }
    console.log(`\nLoad average at the end: ${loadAverage()}.`);
  } finally {
    for (const { server, dataDir } of builds) {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
}

async function main() {
  if (values.against) return compareBuilds(values.against);
  console.log(
    `Page benchmark: ${connections} connections accepting "${ACCEPT_ENCODING}", ${durationSeconds} s per page and server; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node.js ${process.version}; load average ${loadAverage()}.`,
  );
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'marlowe-bench-pages-'));
  const next = await startNextServer({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' });
  let reference: Awaited<ReturnType<typeof startPrecompressedServer>> | undefined;
  try {
    const documents: Record<string, Buffer> = {};
    const sizes = new Map<string, DocumentSize>();
    for (const page of pages) {
      const raw = await requestAsSent(`${next.url}${page}`, { 'accept-encoding': 'identity' });
      if (raw.status !== expectedStatus(page))
        throw new Error(`${page} answered ${raw.status}, not ${expectedStatus(page)}`);
      // The site compresses a prerendered page once, after its first request, and answers the
      // following ones with that copy: the figures are of that steady state.
      const sent = await keepableAnswer(`${next.url}${page}`, ACCEPT_ENCODING);
      documents[page] = raw.body;
      sizes.set(page, {
        raw: raw.body.length,
        sent: sent.body.length,
        encoding: encodingOf(sent),
        gzip: gzipSync(raw.body, { level: 9 }).length,
        br: brotliCompressSync(raw.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      });
    }
    if (sizesOnly) {
      printSizes(sizes);
      return;
    }
    reference = await startPrecompressedServer(documents);

    console.log(
      `\n${'page'.padEnd(34)} ${'raw KB'.padStart(7)} ${'sent KB'.padStart(13)} ${'br KB'.padStart(6)} ${'JS gz/br KB'.padStart(11)}` +
        ` │ ${'site req/s'.padStart(10)} ${'p99 ms'.padStart(7)} │ ${'bare req/s'.padStart(10)} ${'p99 ms'.padStart(7)} │ ratio`,
    );
    for (const page of pages) {
      for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
        await requestAsSent(`${next.url}${page}`, { 'accept-encoding': ACCEPT_ENCODING });
        await requestAsSent(`${reference.url}${page}`, { 'accept-encoding': ACCEPT_ENCODING });
      }
      const site = await load(`${next.url}${page}`, expectedStatus(page));
      const bare = await load(`${reference.url}${page}`, 200);
      const size = sizes.get(page)!;
      const js = firstLoadJs(documents[page]!.toString('utf8'));
      const failures = site.failed + bare.failed;
      console.log(
        `${page.padEnd(34)} ${kb(size.raw).padStart(7)} ${`${kb(size.sent)} ${size.encoding}`.padStart(13)} ${kb(size.br).padStart(6)} ${`${kb(js.gzip)}/${kb(js.brotli)}`.padStart(11)}` +
          ` │ ${site.perSecond.toFixed(0).padStart(10)} ${String(site.p99).padStart(7)} │ ${bare.perSecond.toFixed(0).padStart(10)} ${String(bare.p99).padStart(7)} │ ${(site.perSecond / bare.perSecond).toFixed(3)}` +
          (failures ? `  (${failures} failed requests)` : ''),
      );
    }
    console.log(`\nLoad average at the end: ${loadAverage()}.`);
  } finally {
    await reference?.stop();
    await next.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
