import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import {
  encodingOf,
  keepableAnswer,
  type AnswerAsSent,
} from '../../../scripts/measure/lib/answer-as-sent';
import { firstLoadScripts } from '../../../scripts/measure/lib/first-load-js';
import { locales, localized, sitePages } from '../../../e2e/support/site';
import { BUDGET_HEADROOM, pageBudgets, type PageSizes } from './budgets';
import { server } from './support/served-pages';

// What a browser accepts: the stored brotli copy of a prerendered page or build file, gzip for
// what Next.js renders on request.
const sent = (address: string) => keepableAnswer(`${server}${address}`, 'gzip, deflate, br, zstd');

function unpacked(answer: AnswerAsSent): string {
  const encoding = encodingOf(answer);
  const body =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return body.toString('utf8');
}

/** A page's HTML and the scripts it loads first, in bytes as the server sends them. */
async function sizesAsSent(address: string): Promise<PageSizes & { encoding: string }> {
  const page = await sent(address);
  expect(page.status, address).toBe(200);
  const scripts = await Promise.all(firstLoadScripts(unpacked(page)).map(sent));
  for (const script of scripts) expect(encodingOf(script)).toBe('br');
  return {
    document: page.body.length,
    firstLoadJs: scripts.reduce((sum, script) => sum + script.body.length, 0),
    encoding: encodingOf(page),
  };
}

const addresses = locales.flatMap((locale) => sitePages.map(({ path }) => localized(locale, path)));

it('every public page has a budget, and only they', () => {
  expect(Object.keys(pageBudgets).sort()).toEqual([...addresses].sort());
});

it('no public page sends more HTML or first-load JavaScript than its budget', async () => {
  const rows = [];
  for (const address of addresses) {
    const measured = await sizesAsSent(address);
    for (const kind of ['document', 'firstLoadJs'] as const) {
      const recorded = pageBudgets[address]?.[kind] ?? 0;
      const budget = Math.floor(recorded * (1 + BUDGET_HEADROOM[kind]));
      rows.push({ address, kind, encoding: measured.encoding, measured: measured[kind], budget });
    }
  }
  const over = rows.filter((row) => row.measured > row.budget);
  expect(
    over,
    `over budget (page, what, measured, budget, in bytes as sent):\n${over
      .map(
        (row) => `  ${row.address} ${row.kind} (${row.encoding}): ${row.measured} > ${row.budget}`,
      )
      .join('\n')}\nRaising a budget is a decision: docs/performance.md#budgets`,
  ).toEqual([]);
});
