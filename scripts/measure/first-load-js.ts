/**
 * `npm run measure:js`: the JavaScript each prerendered page makes the browser download before it
 * is interactive: the size of every `<script src>` in its HTML, in gzip and in brotli (as sent).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadJs } from './lib/first-load-js';
import { prerenderedPages } from './lib/prerendered-pages';

const root = process.cwd();

if (!existsSync(path.join(root, '.next', 'server', 'app'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const only = process.argv.slice(2);
const rows = prerenderedPages(root)
  .filter(({ route }) => !only.length || only.includes(route))
  .map(({ route, file }) => {
    const { scripts, gzip, brotli } = firstLoadJs(readFileSync(file, 'utf8'), root);
    return { route, scripts, gzip: (gzip / 1024).toFixed(1), brotli: (brotli / 1024).toFixed(1) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('page'.padEnd(40), 'scripts', 'first-load JS: gzip KB', 'brotli KB (sent)');
for (const row of rows)
  console.log(
    row.route.padEnd(40),
    String(row.scripts).padStart(7),
    row.gzip.padStart(22),
    row.brotli.padStart(16),
  );
