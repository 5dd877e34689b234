import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { addStyleSheet } from '../../../e2e/support/page-scripts';

export const widths = [1280, 390] as const;
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface CaptureOptions {
  width: number;
  theme: Theme;
  /** Runs on the new page before it opens the address (a session cookie, for the desk). */
  prepare?: (page: Page) => Promise<void>;
  /** What differs between two servers by nature, painted over in both screenshots. */
  mask?: (page: Page) => Locator[];
}

export async function capture(
  browser: Browser,
  url: string,
  { width, theme, prepare, mask }: CaptureOptions,
) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  });
  // As a returning visitor who chose the theme: the key the site's theme provider reads.
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  try {
    await prepare?.(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Lazy images below the fold would be blank in a full-page capture: load them all first.
    await page.evaluate(async () => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
      await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
      // A select laid out before its font arrived can keep its text a pixel off: lay it out again.
      for (const select of Array.from(document.querySelectorAll('select'))) {
        select.style.display = 'none';
        void select.offsetHeight;
        select.style.display = '';
      }
    });
    // Sections far from the viewport are skipped until scrolled near (content-visibility), so a
    // full-page capture would catch some drawn and some blank: draw them all.
    await addStyleSheet(page, '* { content-visibility: visible !important; }');
    const shot = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      mask: mask?.(page) ?? [],
    });
    return PNG.sync.read(shot);
  } finally {
    await context.close();
  }
}

/** The share of pixels that differ; rows only one screenshot has all count as different. */
function compare(before: PNG, after: PNG) {
  const width = Math.min(before.width, after.width);
  const height = Math.min(before.height, after.height);
  const crop = (image: PNG) => {
    const cropped = new PNG({ width, height });
    PNG.bitblt(image, cropped, 0, 0, width, height, 0, 0);
    return cropped;
  };
  const diff = new PNG({ width, height });
  const differing = pixelmatch(crop(before).data, crop(after).data, diff.data, width, height, {
    threshold: 0.1,
  });
  const total = Math.max(before.width * before.height, after.width * after.height);
  const pixels = differing + total - width * height;
  return { pixels, ratio: pixels / total, diff };
}

/**
 * Compares each pair as it comes, prints its line, keeps the differing ones with a diff image. A
 * pair that differs is taken once more, so that a one-off hiccup of rendering is not reported as a
 * change: a change made by the code differs again.
 */
export async function pairReport(reportDir: string) {
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });
  const differing: { name: string; line: string }[] = [];
  let pairs = 0;
  let retaken = 0;
  return {
    async add(name: string, take: () => Promise<[PNG, PNG]>) {
      pairs += 1;
      let [before, after] = await take();
      let { pixels, ratio, diff } = compare(before, after);
      if (pixels > 0) {
        retaken += 1;
        [before, after] = await take();
        ({ pixels, ratio, diff } = compare(before, after));
      }
      const share = `${(ratio * 100).toFixed(3).padStart(7)} %${pixels ? ` (${pixels} px)` : ''}`;
      if (pixels > 0) {
        differing.push({ name, line: share });
        const file = (suffix: string) => path.join(reportDir, `${name}-${suffix}.png`);
        await writeFile(file('before'), PNG.sync.write(before));
        await writeFile(file('after'), PNG.sync.write(after));
        await writeFile(file('diff'), PNG.sync.write(diff));
      }
      const sizes = [before, after].map((shot) => `${shot.width}×${shot.height}`).join(' → ');
      console.log(`${share}  ${name}  ${sizes}`);
    },
    summary() {
      const lines = [
        `\n${pairs} pairs (${(pairs + retaken) * 2} screenshots, ${retaken} pairs taken twice): ` +
          `${pairs - differing.length} identical, ${differing.length} differing.`,
        ...differing.map(({ name, line }) => `  ${line}  ${name}`),
      ];
      if (differing.length) lines.push(`Screenshots that differ, with diff images: ${reportDir}`);
      return lines.join('\n');
    },
  };
}
