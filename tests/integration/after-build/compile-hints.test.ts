import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../../scripts/build/compile-hints.mjs';

const chunksDir = path.resolve(__dirname, '..', '..', '..', '.next', 'static', 'chunks');

describe('the production build', () => {
  it('marks every browser chunk for background compilation', () => {
    const chunks = readdirSync(chunksDir).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(5);
    const unmarked = chunks.filter(
      (name) => !readFileSync(path.join(chunksDir, name), 'utf8').startsWith(COMPILE_HINT),
    );
    expect(unmarked).toEqual([]);
  });
});
