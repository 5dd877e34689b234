import AxeBuilder from '@axe-core/playwright';
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

/** Runs axe on the page (or part of it) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Sections far from the viewport are not rendered yet (content-visibility); render them all so
  // every colour is measured. Then let entrance transitions settle so colours are read at rest.
  await addStyleSheet(page, '#main section { content-visibility: visible !important; }');
  await page.evaluate(settleAnimations);
  // The site has no frames, so axe runs in the page itself: the default also opens a blank page
  // to merge each frame's results, which made every scan about 40 % slower. It describes only the
  // violations, not each node that passed (a good share of a scan); `options` goes first, as it
  // replaces what `withTags` sets.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}
