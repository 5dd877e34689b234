import { readFileSync } from 'node:fs';
import path from 'node:path';

export const INLINE_HASHES_FILE = 'csp-inline-hashes.json';

export interface InlineHashes {
  script: string[];
  style: string[];
}

export interface InlineHashManifest {
  pages: Record<string, InlineHashes>;
  shared: InlineHashes;
}

// Without a manifest every page gets a nonce, so scripts still run wherever Next.js renders.
export function readInlineHashManifest(buildDir: string): InlineHashManifest {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, INLINE_HASHES_FILE), 'utf8'));
  } catch {
    return { pages: {}, shared: { script: [], style: [] } };
  }
}

let production: InlineHashManifest | undefined;

export function productionInlineHashes(): InlineHashManifest {
  production ??= readInlineHashManifest(
    path.join(/* turbopackIgnore: true */ process.cwd(), '.next'),
  );
  return production;
}
