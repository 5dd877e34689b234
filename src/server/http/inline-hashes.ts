import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the build adapter (scripts/build/script-hashes.mjs) into the build directory. */
export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

export interface ScriptHashManifest {
  /** The inline-script hashes of each prerendered page, by its internal path (`/en/about`). */
  pages: Record<string, string[]>;
  /** The hashes every prerendered page has: the layout's own inline scripts. */
  shared: string[];
}

/**
 * Without a manifest (a build made without the adapter) no page counts as prerendered: every page
 * gets a nonce, so scripts still run wherever Next.js renders on request.
 */
export function readScriptHashManifest(buildDir: string): ScriptHashManifest {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, SCRIPT_HASHES_FILE), 'utf8'));
  } catch {
    return { pages: {}, shared: [] };
  }
}

let production: ScriptHashManifest | undefined;

/** The manifest of the build `next start` serves, read once per process. */
export function productionScriptHashes(): ScriptHashManifest {
  production ??= readScriptHashManifest(
    path.join(/* turbopackIgnore: true */ process.cwd(), '.next'),
  );
  return production;
}
