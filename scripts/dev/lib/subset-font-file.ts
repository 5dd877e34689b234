import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { FontSubset } from '../../../src/assets/fonts/font-subsets';

export async function buildFontSubset(subset: FontSubset, root = process.cwd()): Promise<Buffer> {
  const source = await readFile(path.join(root, subset.source));
  return subsetFont(source, subset.characters, {
    targetFormat: 'woff2',
    keepFeatures: subset.features,
    variationAxes: { wght: subset.weight },
    // Hinting only matters to old Windows rasterizers at small sizes; it is a third of the glyph data.
    noHinting: true,
  });
}
