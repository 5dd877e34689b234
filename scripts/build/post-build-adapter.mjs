// @ts-check
/**
 * Next.js build adapter (`adapterPath` in next.config.ts). After every `next build`, in this order:
 * 1. V8's compile hint goes on every browser chunk (./compile-hints.mjs), which changes their bytes;
 * 2. Subresource Integrity is brought back in line with the changed chunks
 *    (./subresource-integrity.mjs), in the manifests and in every prerendered page;
 * 3. the style attributes of every prerendered page move into a style element
 *    (./inline-styles.mjs);
 * 4. the inline scripts and style elements of every prerendered page are hashed for its
 *    Content-Security-Policy (./inline-hashes.mjs), after the pages have their final bytes.
 * Plain JavaScript because Next.js imports adapters natively, without a TypeScript loader.
 *
 * A hosting platform selects its own adapter with NEXT_ADAPTER_PATH, which `adapterPath` in the
 * config would silently override; this adapter instead loads that one and hands it the build
 * once the steps above are done, so the platform deploys the final files.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';
import { writeInlineHashManifest } from './inline-hashes.mjs';
import { moveStyleAttributesOfPages } from './inline-styles.mjs';
import { syncSubresourceIntegrity } from './subresource-integrity.mjs';

/** @typedef {import('next').NextAdapter} NextAdapter */
/** @typedef {Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0]} BuildContext */

const ADAPTER_NAME = 'marlowe-post-build';

/** @param {BuildContext['outputs']} outputs */
export function prerenderedPages(outputs) {
  return outputs.prerenders.flatMap(({ pathname, fallback }) =>
    // Next.js's own internal pages (/_not-found, /_global-error) answer no address of their own.
    fallback?.filePath?.endsWith('.html') && !pathname.startsWith('/_')
      ? [{ pathname, filePath: fallback.filePath }]
      : [],
  );
}

/**
 * @param {string} distDir
 * @param {BuildContext['outputs']} outputs
 */
export async function postProcessBuild(distDir, outputs) {
  const hinted = await addCompileHints(path.join(distDir, 'static', 'chunks'));
  const integrity = await syncSubresourceIntegrity(distDir);
  const pages = prerenderedPages(outputs);
  const movedStyles = await moveStyleAttributesOfPages(pages);
  await writeInlineHashManifest(distDir, pages);
  return { hinted, ...integrity, movedStyles, hashedPages: pages.length };
}

/**
 * Resolves an adapter the way Next.js does (a path or a package name, from the project).
 * @param {string} specifier
 * @param {string} projectDir
 * @returns {Promise<NextAdapter>}
 */
async function loadAdapter(specifier, projectDir) {
  const resolved = createRequire(path.join(projectDir, 'package.json')).resolve(specifier);
  const loaded = await import(pathToFileURL(resolved).href);
  return loaded.default ?? loaded;
}

/**
 * @param {{ platformAdapterPath?: string, projectDir?: string }} options
 * @returns {Promise<NextAdapter>}
 */
export async function createPostBuildAdapter({ platformAdapterPath, projectDir = process.cwd() }) {
  const ownPath = fileURLToPath(import.meta.url);
  const platform =
    platformAdapterPath && path.resolve(projectDir, platformAdapterPath) !== ownPath
      ? await loadAdapter(platformAdapterPath, projectDir)
      : undefined;
  return {
    name: platform ? `${ADAPTER_NAME}, then ${platform.name}` : ADAPTER_NAME,
    ...(platform?.modifyConfig && { modifyConfig: platform.modifyConfig.bind(platform) }),
    async onBuildComplete(context) {
      const done = await postProcessBuild(context.distDir, context.outputs);
      console.log(
        `  ${ADAPTER_NAME}: ${done.hinted} chunks hinted, ${done.rehashed} integrity hashes renewed, ` +
          `${done.tagsCompleted} script tags given one, ${done.movedStyles} style attributes moved, ` +
          `${done.hashedPages} pages' inline scripts and styles hashed`,
      );
      await platform?.onBuildComplete?.(context);
    },
  };
}

export default await createPostBuildAdapter({
  platformAdapterPath: process.env.NEXT_ADAPTER_PATH,
});
