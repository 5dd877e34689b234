import axe, { type AxeResults, type RunOptions, type ElementContext } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { addStyleSheet } from './page-scripts';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Waits two frames, then until every running animation or transition that has an end is over. */
async function settleAnimations() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const ending = document
    .getAnimations()
    .filter(
      (animation) =>
        animation.playState === 'running' &&
        animation.effect?.getComputedTiming().endTime !== Infinity,
    );
  await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
}

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/** Runs in the page: axe over the document (or part of it), its violations only. */
async function runAxe({ tags, include }: { tags: string[]; include?: string }) {
  const { axe } = window as unknown as {
    axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  };
  const { violations } = await axe.run(include ? { include: [include] } : document, {
    runOnly: { type: 'tag', values: tags },
    resultTypes: ['violations'],
  });
  return violations.map(({ id, impact, help, nodes }) => ({
    id,
    impact,
    help,
    targets: nodes.map((node) => node.target.join(' ')),
  })) satisfies Violation[];
}

/** Runs axe on the page (or part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string, tags = wcagTags) {
  // Sections far from the viewport are not rendered yet (content-visibility); for a whole page,
  // render them all so every colour is measured. Then let entrance transitions settle so colours
  // are read at rest.
  if (!include) {
    await addStyleSheet(page, '#main section { content-visibility: visible !important; }');
  }
  await page.evaluate(settleAnimations);
  // Axe runs in the page itself (the site has no frames), put there once per document: through
  // @axe-core/playwright each scan put it there twice and took two to three times as long. It
  // describes only the violations, not each node that passed.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(runAxe, { tags, include });
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
