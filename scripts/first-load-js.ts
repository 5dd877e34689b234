/**
 * `npm run measure:js`: the JavaScript each prerendered page makes the browser download before it
 * is interactive — the gzip size of every `<script src>` in its HTML. (Next.js 16 no longer prints
 * this in the build output.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedPages } from './lib/prerendered-pages';

const root = process.cwd();
const appDir = path.join(root, '.next', 'server', 'app');

const gzipCache = new Map<string, number>();
function gzipSize(src: string): number {
  const file = path.join(root, '.next', src.replace(/^\/_next\//, ''));
  if (!gzipCache.has(file))
    gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file)).length : 0);
  return gzipCache.get(file)!;
}

if (!existsSync(appDir)) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const only = process.argv.slice(2);
const rows = prerenderedPages(root)
  .filter(({ route }) => !only.length || only.includes(route))
  .map(({ route, file }) => {
    const html = readFileSync(file, 'utf8');
    // noModule scripts are polyfills that modern browsers skip.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
      (m) => !/nomodule/i.test(m[0]),
    );
    const scripts = [...new Set(tags.map((m) => m[1]!))];
    const bytes = scripts.reduce((sum, src) => sum + gzipSize(src), 0);
    return { route, scripts: scripts.length, kb: (bytes / 1024).toFixed(1) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('page'.padEnd(40), 'scripts', 'first-load JS (gzip)');
for (const row of rows)
  console.log(row.route.padEnd(40), String(row.scripts).padStart(7), `${row.kb} KB`);
