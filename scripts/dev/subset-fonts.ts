/** `npm run fonts:subset`: rewrites the web font files described in src/assets/fonts/font-subsets.ts. */
import { writeFile } from 'node:fs/promises';
import { fontSubsets } from '../../src/assets/fonts/font-subsets';
import { buildFontSubset } from './lib/subset-font-file';

async function main() {
  for (const subset of fontSubsets) {
    const bytes = await buildFontSubset(subset);
    await writeFile(subset.output, bytes);
    console.log(`${subset.output}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
