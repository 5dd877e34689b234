import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs } from './chromium';

export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

const root = path.resolve(__dirname, '..', '..', '..');

export async function waitForServer(url: string, timeoutMs = 60_000) {
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
export async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

/**
 * Lighthouse runs as its own process: it serialises functions into the page, which breaks when
 * this TypeScript runner has rewritten them. Its trace recording now and then fails to start
 * (NO_NAVSTART), so a failed run is tried again before the page counts as failed.
 */
export function runLighthouse(
  url: string,
  reportFile: string,
  chromePath: string,
  extraChromeFlags: readonly string[] = [],
): LighthouseResult {
  for (let attempt = 1; ; attempt++) {
    if (spawnLighthouse(url, reportFile, chromePath, extraChromeFlags)) {
      return JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseResult;
    }
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} three times`);
  }
}

function spawnLighthouse(
  url: string,
  reportFile: string,
  chromePath: string,
  extraChromeFlags: readonly string[],
): boolean {
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${reportFile}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless ${[...chromiumArgs, ...extraChromeFlags].join(' ')}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromePath } },
  );
  return result.status === 0;
}

export const categoryScore = (result: LighthouseResult, category: string) =>
  result.categories[category]?.score ?? 0;
