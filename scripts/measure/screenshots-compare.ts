/**
 * `npm run screenshots:compare`: does a change alter what visitors or the owner see? Serves two
 * production builds side by side and captures, in both languages, at 1280 and 390 px, in the
 * light and the dark theme (full page, animations stopped, reduced motion), every page of the
 * site (`e2e/support/site.ts`) and every screen of the owner's desk; prints the share of
 * differing pixels per screenshot and writes the pairs that differ, with a diff image, under
 * `reports/screenshots/`.
 *
 * 1. `npm run build && npm run screenshots:compare -- --save /tmp/before` keeps a copy of the
 *    current build (with the `public/`, `src/` and config it serves with) in /tmp/before.
 * 2. Change the code, `npm run build`, then `npm run screenshots:compare -- /tmp/before`
 *    compares that copy with the current build. `--only public` or `--only desk` takes one part;
 *    paths after the folder limit the public pages: `-- /tmp/before / /about`.
 *
 * The desk: each server starts on an empty data folder (backups in one folder for both, so that
 * both list the same). The owner enrolls a passkey from the link emailed at start and signs in,
 * as the browser tests do (`e2e/support/desk.ts`); then the same requests go to both servers at
 * once, clear of a minute's turn (`lib/desk-seed.ts`): three bookings on set days, one of them
 * moved, a closed day, a wizard lead marked handled, a readiness lead, an audit lead with a file,
 * two subscribers confirmed by their emailed link and one pending, and five page views. The
 * screens (`lib/desk-screens.ts`): today, past sessions, a booking, leads, a lead, subscribers,
 * newsletter, days off, erase, settings, security, analytics (once both servers have drawn up
 * today's figures) and, signed out, sign-in and enroll. The desk goes first: the public pages'
 * views would reach one server's figures before the other's.
 *
 * Painted over (Playwright's `mask`), as the owner signs in on each server at its own moment: on
 * the security screen, the passkey's card (added and last used), the session's card (device,
 * started, last seen) and the activity log's times and device lines. Nothing else.
 *
 * A pair that differs is taken again once, and counted as differing only if it differs again.
 */
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { localized, locales, sitePages } from '../../e2e/support/site';
import { chromiumArgs, findChromium } from './lib/chromium';
import { compareDeskScreens } from './lib/desk-screens';
import { seedDesk } from './lib/desk-seed';
import { signInOwner } from './lib/desk-servers';
import { startNextServer, type RunningServer } from './lib/next-server';
import { capture, pairReport, themes, widths } from './lib/screenshot-pairs';

const root = path.resolve(__dirname, '..', '..');
const reportDir = path.join(root, 'reports', 'screenshots');
const parts = ['public', 'desk'] as const;
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

type Report = Awaited<ReturnType<typeof pairReport>>;
type Servers = readonly [RunningServer, RunningServer];

async function comparePublicPages(
  browser: Browser,
  servers: Servers,
  paths: readonly string[],
  report: Report,
) {
  for (const pagePath of paths) {
    for (const locale of locales) {
      for (const width of widths) {
        for (const theme of themes) {
          const local = localized(locale, pagePath);
          const shoot = (server: RunningServer) =>
            capture(browser, `${server.url}${local}`, { width, theme });
          await report.add(`${local.replace(/\//g, '_') || '_'}-${width}-${theme}`, () =>
            Promise.all([shoot(servers[0]), shoot(servers[1])]),
          );
        }
      }
    }
  }
}

async function compareDesk(
  browser: Browser,
  servers: Servers,
  dataDirs: readonly string[],
  report: Report,
) {
  // One at a time: the sign-in helper gives the passkey ceremony 5 s, which two at once on a
  // busy machine can outlast.
  const before = await signInOwner(servers[0].port, dataDirs[0]!);
  const owners = [before, await signInOwner(servers[1].port, dataDirs[1]!)] as const;
  const details = await seedDesk(owners, browser);
  await compareDeskScreens(browser, owners, details, report.add);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { save: { type: 'string' }, only: { type: 'string' } },
  });
  if (values.save) return saveBuild(path.resolve(values.save));

  const [beforeDir, ...askedPaths] = positionals;
  const only = values.only as (typeof parts)[number] | undefined;
  if (!beforeDir || (only && !parts.includes(only))) {
    throw new Error(
      'Usage: npm run screenshots:compare -- (--save <dir> | <saved dir> [--only public|desk] [paths])',
    );
  }
  const paths = askedPaths.length ? askedPaths : sitePages.map((page) => page.path);
  const report = await pairReport(reportDir);
  const dataDirs = [0, 1].map((index) =>
    path.join(os.tmpdir(), `marlowe-screenshots-${index}-${process.pid}`),
  );
  // One folder for both: each server backs up at start (and may fail to, on a database still
  // being created), and each then lists whichever backups the folder holds, the same ones.
  const backupDir = path.join(os.tmpdir(), `marlowe-screenshots-backups-${process.pid}`);
  const servers: RunningServer[] = [];
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const [index, projectDir] of [path.resolve(beforeDir), root].entries()) {
      servers.push(
        await startNextServer(
          { DATA_DIR: dataDirs[index], BACKUP_DIR: backupDir, DATABASE_URL: '', SMTP_URL: '' },
          { projectDir },
        ),
      );
    }
    const pair = servers as [RunningServer, RunningServer];
    if (only !== 'public') await compareDesk(browser, pair, dataDirs, report);
    if (only !== 'desk') await comparePublicPages(browser, pair, paths, report);
    console.log(report.summary());
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
    for (const dir of [...dataDirs, backupDir]) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
