import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontSubsets } from '@/assets/fonts/font-subsets';
import { buildFontSubset } from '../../scripts/dev/lib/subset-font-file';

const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .map((file) => path.join(dir, file));
}

/** Every character of our copy: the UI messages and the typed content, in both languages. */
function charactersOfOurCopy(): Set<string> {
  const files = [
    ...filesUnder(path.join(root, 'messages'), ['.json']),
    ...filesUnder(path.join(root, 'src/content'), ['.ts']),
  ];
  const characters = new Set<string>();
  for (const file of files) {
    for (const character of readFileSync(file, 'utf8')) {
      if (character.codePointAt(0)! >= 0x20) characters.add(character);
    }
  }
  return characters;
}

describe.each(fontSubsets)('font subset $output', (subset) => {
  it('is the file the subset description builds from the npm package', async () => {
    const built = await buildFontSubset(subset, root);
    expect(built.equals(readFileSync(path.join(root, subset.output)))).toBe(true);
  });

  it('has a glyph for every character it promises', () => {
    const font = fontkit.create(readFileSync(path.join(root, subset.output)));
    const missing = [...subset.characters].filter(
      (c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the weights it describes, and no variation data for a single weight', () => {
    const axes = fontkit.create(readFileSync(path.join(root, subset.output))).variationAxes;
    if (subset.weight.min === subset.weight.max) {
      expect(axes).toEqual({});
    } else {
      expect(axes.wght).toMatchObject({ min: subset.weight.min, max: subset.weight.max });
    }
  });

  it('covers every character of our copy', () => {
    const covered = new Set(subset.characters);
    expect([...charactersOfOurCopy()].filter((c) => !covered.has(c))).toEqual([]);
  });
});

describe('the display face', () => {
  it('is never given a weight class other than the one its file has (font-quote has those)', () => {
    const classList = /["'`][^"'`\n]*\bfont-display\b[^"'`\n]*["'`]/g;
    const otherWeight = /\bfont-(?:thin|extralight|light|normal|medium|bold|extrabold|black)\b/;
    const offending = filesUnder(path.join(root, 'src'), ['.ts', '.tsx', '.css']).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(classList)]
        .map(([classes]) => classes)
        .filter((classes) => otherWeight.test(classes))
        .map((classes) => `${path.relative(root, file)}: ${classes}`),
    );
    expect(offending).toEqual([]);
  });
});
