/**
 * `npm test`: lint, type-check, unit and component tests, production build, end-to-end tests.
 * Prints each tool's own report, then one closing line with the totals: "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(__dirname, '..');
const reports = path.join(root, 'reports');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Totals {
  passed: number;
  failed: number;
  skipped: number;
}

const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps: string[] = [];
// Repeated at the very end, because a long log is often read from its tail only.
const failedTests: string[] = [];

function run(
  step: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): boolean {
  console.log(`\n▶ ${step}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(step);
  return ok;
}

interface Finished {
  step: string;
  ok: boolean;
  output: Buffer;
  seconds: number;
}

/** Starts a step in the background, keeping its output to print whole once it is over. */
function start(
  step: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Finished> {
  const started = Date.now();
  const output: Buffer[] = [];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) =>
      resolve({
        step,
        ok: status === 0,
        output: Buffer.concat(output),
        seconds: (Date.now() - started) / 1000,
      }),
    ),
  );
}

function report({ step, ok, output, seconds }: Finished): boolean {
  console.log(`\n▶ ${step}`);
  process.stdout.write(output);
  console.log(`${ok ? '✔' : '✘'} ${step} (${seconds.toFixed(1)} s)`);
  if (!ok) failedSteps.push(step);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

const firstLine = (text = '') =>
  stripVTControlCharacters(text).trim().split('\n')[0]?.slice(0, 300) ?? '';

function countUnit(file: string) {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    testResults: {
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }[];
  }>(file);
  if (!report) return false;
  for (const suite of report.testResults) {
    const where = path.relative(root, suite.name);
    const failures = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failures) {
      failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
    if (!failures.length && suite.message)
      failedTests.push(`${where}: ${firstLine(suite.message)}`);
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
  return true;
}

interface E2eSuite {
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: E2eSuite[];
}

function listE2eFailures(suite: E2eSuite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests.filter((test) => test.status === 'unexpected')) {
      const error = test.results.at(-1)?.error?.message;
      failedTests.push(
        `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`,
      );
    }
  }
  suite.suites?.forEach(listE2eFailures);
}

function countE2e(file: string) {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: E2eSuite[];
  }>(file);
  if (!report) return false;
  report.suites.forEach(listE2eFailures);
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  return true;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

async function main() {
  // The checks and the unit tests leave a core idle much of the time (the API tests wait on their
  // databases), so they run at once, and the build starts as soon as the types are checked: it then
  // skips checking them again (next.config.ts). Each step's output is printed whole, in order.
  const unitReport = path.join(reports, 'unit.json');
  const unit = start('Unit and component tests', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]);
  const checks = [
    start('Lint', bin('eslint'), ['--max-warnings', '0', '.']),
    start('Formatting', bin('prettier'), ['--check', '--log-level', 'warn', '.']),
    start('Type-check', 'npm', ['run', '--silent', 'typecheck']),
  ];
  const build = checks[2]!.then(({ ok }) =>
    start('Production build', bin('next'), ['build'], ok ? { TYPES_CHECKED: '1' } : {}),
  );
  for (const step of [...checks, unit]) report(await step);
  if (!countUnit(unitReport)) totals.failed += 1;

  if (report(await build)) {
    const afterBuildReport = path.join(reports, 'after-build.json');
    run(
      'Production build tests',
      bin('vitest'),
      [
        'run',
        '--project',
        'after-build',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${afterBuildReport}`,
      ],
      { RUN_BUILD_TESTS: '1' },
    );
    if (!countUnit(afterBuildReport)) totals.failed += 1;

    const e2eReport = path.join(reports, 'e2e.json');
    run('End-to-end tests (Chromium)', bin('playwright'), ['test'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
    });
    if (!countE2e(e2eReport)) totals.failed += 1;
  } else {
    console.log('Skipping the end-to-end tests: there is no build to test.');
  }

  if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
  if (failedTests.length)
    console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
  // Lint, type-check and build failures count as failures too, so the closing line never lies.
  const failed = totals.failed + failedSteps.filter((step) => !step.includes('tests')).length;
  console.log(
    `\n${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(failedSteps.length || failed ? 1 : 0);
}

void main();
