// @ts-check
/**
 * Next.js build adapter (`adapterPath` in next.config.ts): after every `next build`, marks the
 * browser's JavaScript chunks with V8's explicit compile hint. Chrome then compiles each chunk
 * on a background thread while it downloads, instead of on the main thread when React and the
 * router first run: the hydration work that blocks a phone's first taps gets shorter. Every
 * chunk qualifies because each one is code that runs as soon as it loads (the first-load
 * framework and page chunks, or a dialog's chunk fetched when it opens). Plain JavaScript
 * because Next.js imports adapters natively, without a TypeScript loader.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Prepends the hint to every `.js` file directly in `chunksDir` that lacks it; running twice
 * changes nothing. Returns how many files were marked.
 * @param {string} chunksDir
 * @returns {Promise<number>}
 */
export async function addCompileHints(chunksDir) {
  const entries = await readdir(chunksDir, { withFileTypes: true });
  let marked = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(chunksDir, entry.name);
    const source = await readFile(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(file, COMPILE_HINT + source);
    marked += 1;
  }
  return marked;
}

/** @type {{ name: string, onBuildComplete: (context: { distDir: string }) => Promise<void> }} */
const compileHintsAdapter = {
  name: 'compile-hints',
  async onBuildComplete({ distDir }) {
    await addCompileHints(path.join(distDir, 'static', 'chunks'));
  },
};

export default compileHintsAdapter;
