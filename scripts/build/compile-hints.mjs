// @ts-check
/**
 * V8's explicit compile hint on the browser's JavaScript chunks: Chrome then compiles each chunk
 * on a background thread while it downloads, instead of on the main thread when React and the
 * router first run, so the hydration work that blocks a phone's first taps gets shorter. Every
 * chunk qualifies because each one is code that runs as soon as it loads (the first-load
 * framework and page chunks, or a dialog's chunk fetched when it opens).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Rewrites every `.js` file directly in `chunksDir` whose first line `shouldHaveHint` gets wrong.
 * @param {string} chunksDir
 * @param {boolean} shouldHaveHint
 * @returns {Promise<number>} how many files changed
 */
async function setCompileHints(chunksDir, shouldHaveHint) {
  const entries = await readdir(chunksDir, { withFileTypes: true });
  let changed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(chunksDir, entry.name);
    const source = await readFile(file, 'utf8');
    const hasHint = source.startsWith(COMPILE_HINT);
    if (hasHint === shouldHaveHint) continue;
    await writeFile(
      file,
      shouldHaveHint ? COMPILE_HINT + source : source.slice(COMPILE_HINT.length),
    );
    changed += 1;
  }
  return changed;
}

/**
 * Prepends the hint to every chunk that lacks it; running twice changes nothing.
 * @param {string} chunksDir
 */
export const addCompileHints = (chunksDir) => setCompileHints(chunksDir, true);

/**
 * Takes the hint off again (the Lighthouse A/B serves the same build both ways).
 * @param {string} chunksDir
 */
export const removeCompileHints = (chunksDir) => setCompileHints(chunksDir, false);
