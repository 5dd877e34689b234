// @ts-check
/**
 * The SHA-256 of every inline script and style sheet of every prerendered page, written to
 * `<distDir>/csp-inline-hashes.json` for the proxy, which sends each page a Content-Security-Policy
 * that allows exactly its own. `shared` lists the hashes every page has (the layout's scripts, such
 * as the theme bootstrap): pages rendered on request get those plus a per-request nonce.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attribute, rawTextElements } from './html-tags.mjs';

export const INLINE_HASHES_FILE = 'csp-inline-hashes.json';

/** @param {string} source */
const sha256 = (source) => `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

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
    rawTextElements(html, 'script')
      .filter(({ attributes }) => attribute(attributes, 'src') === undefined)
      .filter(({ attributes }) => isExecutable(attribute(attributes, 'type')))
      .map(({ source }) => sha256(source)),
  );
  return [...hashes];
}

/**
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyleHashes(html) {
  return [...new Set(rawTextElements(html, 'style').map(({ source }) => sha256(source)))];
}

/** @typedef {{ script: string[], style: string[] }} InlineHashes */

/**
 * @param {string} distDir
 * @param {{ pathname: string, filePath: string }[]} pages prerendered HTML by the path it answers
 * @returns {Promise<{ pages: Record<string, InlineHashes>, shared: InlineHashes }>}
 */
export async function writeInlineHashManifest(distDir, pages) {
  /** @type {Record<string, InlineHashes>} */
  const byPath = {};
  for (const { pathname, filePath } of pages) {
    const html = await readFile(filePath, 'utf8');
    byPath[pathname] = { script: inlineScriptHashes(html), style: inlineStyleHashes(html) };
  }
  const lists = Object.values(byPath);
  /** @param {keyof InlineHashes} kind */
  const sharedBy = (kind) =>
    (lists[0]?.[kind] ?? []).filter((hash) => lists.every((list) => list[kind].includes(hash)));
  const manifest = {
    pages: byPath,
    shared: { script: sharedBy('script'), style: sharedBy('style') },
  };
  await writeFile(path.join(distDir, INLINE_HASHES_FILE), JSON.stringify(manifest));
  return manifest;
}
