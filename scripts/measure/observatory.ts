/**
 * `npm run observatory`: MDN's HTTP Observatory scan of the production build. Serves the build on
 * a spare loopback port, scans it and prints the grade, the score and every failed test.
 * `npm run observatory -- <host[:port]>` scans an address that is already serving instead (a
 * deployment, or a local TLS proxy in front of `npm start`).
 *
 * The scanner is installed on first use into node_modules/.cache, pinned and without its install
 * scripts, which download the HSTS preload and TLD lists from the internet; this writes the two
 * list files it reads itself (empty: a local host is on neither list).
 *
 * Over plain http two tests fail by nature (no redirection to https, no HSTS over http), and their
 * penalty also withholds the bonus points: any other failure makes the command fail.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startNextServer } from './lib/next-server';

const SCANNER = '@mdn/mdn-http-observatory';
const SCANNER_VERSION = '1.4.8';
const root = path.resolve(__dirname, '..', '..');
const installDir = path.join(root, 'node_modules', '.cache', 'mdn-http-observatory');
const scannerDir = path.join(installDir, 'node_modules', ...SCANNER.split('/'));
/** What a site served over plain http cannot pass. */
const FAILING_OVER_HTTP = new Set(['redirection', 'strict-transport-security']);

interface ScanTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

interface ScanReport {
  scan?: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests?: Record<string, ScanTest>;
  error?: string;
}

function installedVersion(): string | undefined {
  const manifest = path.join(scannerDir, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : undefined;
}

function ensureScanner() {
  if (installedVersion() !== SCANNER_VERSION) {
    console.log(
      `Installing ${SCANNER}@${SCANNER_VERSION} into ${path.relative(root, installDir)}…`,
    );
    mkdirSync(installDir, { recursive: true });
    writeFileSync(path.join(installDir, 'package.json'), '{ "private": true }\n');
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        installDir,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `${SCANNER}@${SCANNER_VERSION}`,
      ],
      { stdio: 'inherit' },
    );
    if (install.status !== 0) throw new Error(`Could not install ${SCANNER}`);
  }
  const conf = path.join(scannerDir, 'conf');
  mkdirSync(conf, { recursive: true });
  writeFileSync(path.join(conf, 'hsts-preload.json'), '{}\n');
  writeFileSync(path.join(conf, 'tld-list.json'), '["COM", "NET", "ORG", "STUDIO"]\n');
}

function scan(host: string): ScanReport {
  // The scanner's own launcher replaces NODE_EXTRA_CA_CERTS; calling it directly lets a local
  // TLS proxy's certificate authority be trusted.
  const result = spawnSync(process.execPath, [path.join(scannerDir, 'src', 'scan.js'), host], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!result.stdout) throw new Error(`The scanner failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as ScanReport;
}

function report(host: string, { scan: summary, tests = {}, error }: ScanReport): boolean {
  if (error || !summary) throw new Error(`The scan of ${host} failed: ${error}`);
  console.log(`\nMDN HTTP Observatory, ${host}`);
  console.log(`grade ${summary.grade}, score ${summary.score}`);
  console.log(`${summary.testsPassed} of ${summary.testsQuantity} tests passed`);
  const failed = Object.entries(tests).filter(([, test]) => !test.pass);
  for (const [name, test] of failed) {
    console.log(`  failed: ${name}: ${test.result} (${test.scoreModifier})`);
  }
  const plainHttp = tests['strict-transport-security']?.result === 'hsts-not-implemented-no-https';
  const unexpected = failed.filter(([name]) => !(plainHttp && FAILING_OVER_HTTP.has(name)));
  if (plainHttp && unexpected.length === 0 && failed.length > 0) {
    console.log('  (over plain http only the redirection and HSTS tests fail, as they must)');
  }
  return unexpected.length === 0;
}

async function main() {
  ensureScanner();
  const target = process.argv[2];
  if (target) {
    process.exit(report(target, scan(target)) ? 0 : 1);
  }
  const server = await startNextServer({
    DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data', 'observatory'),
  });
  try {
    const host = new URL(server.url).host;
    process.exitCode = report(host, scan(host)) ? 0 : 1;
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
