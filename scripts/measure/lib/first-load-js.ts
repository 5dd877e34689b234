import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Sizes {
  gzip: number;
  /** At the quality the server stores the build's files in, which is what browsers receive. */
  brotli: number;
}

/** The scripts a page loads: each `<script src>` once; noModule polyfills left out (browsers skip them). */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter(
    (match) => !/nomodule/i.test(match[0]),
  );
  return [...new Set(tags.map((match) => match[1]!))];
}

// Next.js 16 no longer prints first-load JS.
export function firstLoadJs(html: string, root = process.cwd()): { scripts: number } & Sizes {
  const scripts = firstLoadScripts(html);
  const sizes = scripts.map((src) =>
    compressedSizes(path.join(root, '.next', src.replace(/^\/_next\//, ''))),
  );
  return {
    scripts: scripts.length,
    gzip: sizes.reduce((sum, size) => sum + size.gzip, 0),
    brotli: sizes.reduce((sum, size) => sum + size.brotli, 0),
  };
}

export function buildFilesNamedIn(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
}

const sizesByFile = new Map<string, Sizes>();

function compressedSizes(file: string): Sizes {
  let sizes = sizesByFile.get(file);
  if (!sizes) {
    const content = existsSync(file) ? readFileSync(file) : undefined;
    sizes = content
      ? {
          gzip: gzipSync(content).length,
          brotli: brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }).length,
        }
      : { gzip: 0, brotli: 0 };
    sizesByFile.set(file, sizes);
  }
  return sizes;
}
