/**
 * `npm run screenshots:compare`: does a change alter what visitors see? Serves two production
 * builds side by side and captures every page of the site (`e2e/support/site.ts`) in both
 * languages, at 1280 and 390 px, in the light and the dark theme, full page, with animations
 * stopped and reduced motion; prints the share of differing pixels per screenshot and writes
 * the pairs that differ, with a diff image, under `reports/screenshots/`.
 *
 * 1. `npm run build && npm run screenshots:compare -- --save /tmp/before` keeps a copy of the
 *    current build (with the `public/`, `src/` and config it serves with) in /tmp/before.
 * 2. Change the code, `npm run build`, then `npm run screenshots:compare -- /tmp/before`
 *    compares that copy with the current build. Paths after it limit the pages: `-- /tmp/before / /about`.
 */
import { cp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { addStyleSheet } from '../../e2e/support/page-scripts';
import { localized, locales, sitePages } from '../../e2e/support/site';
import { chromiumArgs, findChromium } from './lib/chromium';
import { startNextServer, type RunningServer } from './lib/next-server';

const root = path.resolve(__dirname, '..', '..');
const reportDir = path.join(root, 'reports', 'screenshots');
const widths = [1280, 390] as const;
const themes = ['light', 'dark'] as const;
/** What a build needs beside `node_modules` to be served (migrations run at start). */
const servedFiles = [
  '.next',
  'public',
  'src',
  'messages',
  'drizzle',
  'scripts/build',
  'scripts/server.mjs',
  'next.config.ts',
  'package.json',
];

async function saveBuild(target: string) {
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const entry of servedFiles) {
    await cp(path.join(root, entry), path.join(target, entry), { recursive: true });
  }
  await symlink(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');
  console.log(`Saved the current build to ${target}.`);
}

async function capture(browser: Browser, url: string, width: number, theme: string) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    colorScheme: theme === 'dark' ? 'dark' : 'light',
  });
  // As a returning visitor who chose the theme: the key the site's theme provider reads.
  await context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Lazy images below the fold would be blank in a full-page capture: load them all first.
    await page.evaluate(async () => {
      for (const image of Array.from(document.images)) image.loading = 'eager';
      await Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
    });
    // Sections far from the viewport are skipped until scrolled near (content-visibility), so a
    // full-page capture would catch some drawn and some blank: draw them all.
    await addStyleSheet(page, '* { content-visibility: visible !important; }');
    return PNG.sync.read(await page.screenshot({ fullPage: true, animations: 'disabled' }));
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
  return { ratio: (differing + total - width * height) / total, diff };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { save: { type: 'string' } },
  });
  if (values.save) return saveBuild(path.resolve(values.save));

  const [beforeDir, ...askedPaths] = positionals;
  if (!beforeDir) {
    throw new Error('Usage: npm run screenshots:compare -- (--save <dir> | <saved dir> [paths])');
  }
  const paths = askedPaths.length ? askedPaths : sitePages.map((page) => page.path);
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });

  const servers: RunningServer[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  let worst = 0;
  try {
    for (const projectDir of [path.resolve(beforeDir), root]) {
      const dataDir = path.join(
        os.tmpdir(),
        `marlowe-screenshots-${servers.length}-${process.pid}`,
      );
      servers.push(
        await startNextServer(
          { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
          { projectDir },
        ),
      );
    }
    const [before, after] = servers as [RunningServer, RunningServer];
    for (const pagePath of paths) {
      for (const locale of locales) {
        for (const width of widths) {
          for (const theme of themes) {
            const local = localized(locale, pagePath);
            const shots = await Promise.all(
              [before, after].map((server) =>
                capture(browser, `${server.url}${local}`, width, theme),
              ),
            );
            const { ratio, diff } = compare(shots[0]!, shots[1]!);
            worst = Math.max(worst, ratio);
            const name = `${local.replace(/\//g, '_') || '_'}-${width}-${theme}`;
            if (ratio > 0) {
              await writeFile(
                path.join(reportDir, `${name}-before.png`),
                PNG.sync.write(shots[0]!),
              );
              await writeFile(path.join(reportDir, `${name}-after.png`), PNG.sync.write(shots[1]!));
              await writeFile(path.join(reportDir, `${name}-diff.png`), PNG.sync.write(diff));
            }
            const sizes = shots.map((shot) => `${shot.width}×${shot.height}`).join(' → ');
            console.log(`${(ratio * 100).toFixed(3).padStart(7)} %  ${name}  ${sizes}`);
          }
        }
      }
    }
    console.log(`\nLargest share of differing pixels: ${(worst * 100).toFixed(3)} %.`);
    if (worst > 0) console.log(`Screenshots that differ, with diff images: ${reportDir}`);
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    for (let index = 0; index < servers.length; index += 1) {
      await rm(path.join(os.tmpdir(), `marlowe-screenshots-${index}-${process.pid}`), {
        recursive: true,
        force: true,
      });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
