// @ts-check
/**
 * The SHA-256 of every inline script of every prerendered page, written to
 * `<distDir>/csp-script-hashes.json` for the proxy, which sends each page a Content-Security-Policy
 * that allows exactly its own inline scripts. `shared` lists the hashes every page has (the
 * layout's scripts, such as the theme bootstrap): dynamic pages get those plus a per-request nonce.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attribute, scriptElements } from './html-tags.mjs';

export const SCRIPT_HASHES_FILE = 'csp-script-hashes.json';

/** @param {string | undefined} type */
function isExecutable(type) {
  const normalized = (type ?? '').trim().toLowerCase();
  return (
    normalized === '' ||
    normalized === 'module' ||
    normalized.includes('javascript') ||
    normalized.includes('ecmascript')
  );
}

/**
 * The CSP hash source (without quotes) of each inline script a browser would run, in page order.
 * Data blocks such as JSON-LD are not scripts to the browser and need no hash.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set(
    scriptElements(html)
      .filter(({ attributes }) => attribute(attributes, 'src') === undefined)
      .filter(({ attributes }) => isExecutable(attribute(attributes, 'type')))
      .map(
        ({ source }) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`,
      ),
  );
  return [...hashes];
}

/**
 * @param {string} distDir
 * @param {{ pathname: string, filePath: string }[]} pages prerendered HTML by the path it answers
 * @returns {Promise<{ pages: Record<string, string[]>, shared: string[] }>}
 */
export async function writeScriptHashManifest(distDir, pages) {
  /** @type {Record<string, string[]>} */
  const byPath = {};
  // Next.js's own internal pages (/_not-found, /_global-error) answer no address of their own.
  for (const { pathname, filePath } of pages.filter((page) => !page.pathname.startsWith('/_'))) {
    byPath[pathname] = inlineScriptHashes(await readFile(filePath, 'utf8'));
  }
  const lists = Object.values(byPath);
  const shared = (lists[0] ?? []).filter((hash) => lists.every((list) => list.includes(hash)));
  const manifest = { pages: byPath, shared };
  await writeFile(path.join(distDir, SCRIPT_HASHES_FILE), JSON.stringify(manifest));
  return manifest;
}
