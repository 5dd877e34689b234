import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page makes the browser download before it is interactive: the `<script src>`
 * files its HTML names (noModule polyfills excepted: modern browsers skip them), gzipped, as
 * found in the production build under `root`/.next. (Next.js 16 no longer prints this.)
 */
export function firstLoadJs(
  html: string,
  root = process.cwd(),
): { scripts: number; bytes: number } {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (match) => !/nomodule/i.test(match[0]),
  );
  const scripts = [...new Set(tags.map((match) => match[1]!))];
  return {
    scripts: scripts.length,
    bytes: scripts.reduce(
      (sum, src) => sum + gzipSize(path.join(root, '.next', src.replace(/^\/_next\//, ''))),
      0,
    ),
  };
}

const gzipSizes = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = existsSync(file) ? gzipSync(readFileSync(file)).length : 0;
    gzipSizes.set(file, size);
  }
  return size;
}
