/**
 * `npm start`, first half: validates the environment and builds the site when there is no build
 * for the current sources and SITE_URL, then exits; npm's shell then replaces itself with the
 * server (scripts/server.mjs), so nothing of this launcher stays resident.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { EnvError, parseServerEnv } from '../src/config/env-schema';

const root = path.resolve(__dirname, '..');
const nextBin = path.join(root, 'node_modules', '.bin', 'next');
const buildIdFile = path.join(root, '.next', 'BUILD_ID');
const sourceEntries = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  'scripts/build',
];

function readEnv() {
  try {
    return parseServerEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

function buildIsCurrent(siteUrl: string): boolean {
  if (!existsSync(buildIdFile)) return false;
  const serverFiles = path.join(root, '.next', 'required-server-files.json');
  const builtFor = JSON.parse(readFileSync(serverFiles, 'utf8')).config?.env?.NEXT_PUBLIC_SITE_URL;
  if (builtFor !== siteUrl) {
    console.log(`The existing build is for ${builtFor}; rebuilding for ${siteUrl}.`);
    return false;
  }
  const builtAt = statSync(buildIdFile).mtimeMs;
  return sourceEntries.every((entry) => newestModification(path.join(root, entry)) <= builtAt);
}

const env = readEnv();

if (!buildIsCurrent(env.SITE_URL)) {
  console.log('Building the site…');
  const build = spawnSync(nextBin, ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
