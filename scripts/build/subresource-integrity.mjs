// @ts-check
/**
 * Subresource Integrity that matches the files actually served. Next.js (`experimental.sri`)
 * hashes the browser chunks while it builds; a later step that edits a chunk (the compile hint)
 * makes those hashes wrong and the browser would refuse the script. This step re-hashes every
 * chunk the integrity manifests list, rewrites the manifests (the server reads them to render
 * dynamic pages) and every prerendered HTML file, and gives an integrity attribute to the script
 * tags Next.js leaves without one (the chunks of client components, which React inserts).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attribute, rewriteStartTags, startTags } from './html-tags.mjs';

const MANIFEST_NAME = 'subresource-integrity-manifest';
const STATIC_PREFIX = '/_next/';

/**
 * @param {string} file
 * @param {string} algorithm sha256, sha384 or sha512
 */
export async function integrityOf(file, algorithm) {
  const digest = createHash(algorithm)
    .update(await readFile(file))
    .digest('base64');
  return `${algorithm}-${digest}`;
}

/**
 * @param {string} dir
 * @param {(name: string) => boolean} wanted
 * @returns {Promise<string[]>}
 */
async function filesUnder(dir, wanted) {
  const entries = await readdir(dir, { recursive: true });
  return entries
    .filter((entry) => wanted(path.basename(entry)))
    .map((entry) => path.join(dir, entry));
}

/**
 * @param {string} text
 * @param {Map<string, string>} replacements
 */
function replaceAll(text, replacements) {
  let result = text;
  for (const [before, after] of replacements) result = result.split(before).join(after);
  return result;
}

/**
 * The chunk a `<script src>` or script preload without an integrity attribute loads, if any.
 * @param {string} attributes
 */
function unverifiedScriptUrl(attributes) {
  if (attribute(attributes, 'integrity') !== undefined) return undefined;
  const isScriptPreload =
    attribute(attributes, 'rel') === 'preload' && attribute(attributes, 'as') === 'script';
  const url =
    attribute(attributes, 'src') ?? (isScriptPreload ? attribute(attributes, 'href') : undefined);
  return url?.startsWith(STATIC_PREFIX) && url.split('?')[0]?.endsWith('.js') ? url : undefined;
}

/**
 * @param {string} distDir
 * @returns {Promise<{ rehashed: number, tagsCompleted: number }>}
 */
export async function syncSubresourceIntegrity(distDir) {
  const serverDir = path.join(distDir, 'server');
  const globalManifest = path.join(serverDir, `${MANIFEST_NAME}.json`);
  if (!existsSync(globalManifest)) return { rehashed: 0, tagsCompleted: 0 };

  /** @type {Record<string, string>} */
  const listed = JSON.parse(await readFile(globalManifest, 'utf8'));
  const algorithm = Object.values(listed)[0]?.split('-')[0] ?? 'sha256';
  /** @type {Map<string, string>} asset path (static/chunks/…) → integrity of the file as it is now */
  const current = new Map();
  /** @type {Map<string, string>} */
  const replacements = new Map();
  for (const [asset, recorded] of Object.entries(listed)) {
    const actual = await integrityOf(path.join(distDir, asset), algorithm);
    current.set(asset, actual);
    if (actual !== recorded) replacements.set(recorded, actual);
  }

  for (const file of await filesUnder(serverDir, (name) => name.startsWith(`${MANIFEST_NAME}.`))) {
    const text = await readFile(file, 'utf8');
    const updated = replaceAll(text, replacements);
    if (updated !== text) await writeFile(file, updated);
  }

  /** @param {string} url */
  const integrityFor = async (url) => {
    const asset = url.slice(STATIC_PREFIX.length).split('?')[0] ?? '';
    const known = current.get(asset);
    if (known) return known;
    const computed = await integrityOf(path.join(distDir, asset), algorithm);
    current.set(asset, computed);
    return computed;
  };

  let tagsCompleted = 0;
  for (const file of await filesUnder(serverDir, (name) => name.endsWith('.html'))) {
    const page = replaceAll(await readFile(file, 'utf8'), replacements);
    const { html, completed } = await completeScriptIntegrity(page, integrityFor);
    tagsCompleted += completed;
    await writeFile(file, html);
  }
  return { rehashed: replacements.size, tagsCompleted };
}

/**
 * Gives each script tag and script preload of a page that lacks one its integrity attribute. The
 * server does the same to the pages it renders and keeps (src/server/cache/live-pages.ts).
 * @param {string} html
 * @param {(url: string) => Promise<string>} integrityFor
 * @returns {Promise<{ html: string, completed: number }>}
 */
export async function completeScriptIntegrity(html, integrityFor) {
  /** @type {Map<string, string>} script URL → integrity, for the tags that lack one */
  const missing = new Map();
  for (const attributes of [...startTags(html, 'script'), ...startTags(html, 'link')]) {
    const url = unverifiedScriptUrl(attributes);
    if (url) missing.set(url, await integrityFor(url));
  }
  let completed = 0;
  /** @param {string} attributes */
  const complete = (attributes) => {
    const url = unverifiedScriptUrl(attributes);
    if (!url) return attributes;
    completed += 1;
    return `${attributes} integrity="${missing.get(url)}"`;
  };
  return {
    html: rewriteStartTags(rewriteStartTags(html, 'script', complete), 'link', complete),
    completed,
  };
}
