import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import compileHintsAdapter, {
  COMPILE_HINT,
  addCompileHints,
} from '../../scripts/build/compile-hints-adapter.mjs';

let distDir: string;
let chunksDir: string;

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'compile-hints-'));
  chunksDir = path.join(distDir, 'static', 'chunks');
  await mkdir(path.join(chunksDir, 'nested'), { recursive: true });
  await writeFile(path.join(chunksDir, 'framework.js'), 'console.log("framework");');
  await writeFile(path.join(chunksDir, 'page.js'), 'console.log("page");');
  await writeFile(path.join(chunksDir, 'styles.css'), 'body{margin:0}');
  await writeFile(path.join(chunksDir, 'nested', 'other.js'), 'console.log("other");');
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

const read = (name: string) => readFile(path.join(chunksDir, name), 'utf8');

describe('compile hints adapter', () => {
  it('puts the hint on the first line of every chunk and keeps the code intact', async () => {
    await compileHintsAdapter.onBuildComplete({ distDir });

    expect(await read('framework.js')).toBe(`${COMPILE_HINT}console.log("framework");`);
    expect(await read('page.js')).toBe(`${COMPILE_HINT}console.log("page");`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('leaves stylesheets and files outside the chunks folder alone', async () => {
    await addCompileHints(chunksDir);

    expect(await read('styles.css')).toBe('body{margin:0}');
    expect(await read(path.join('nested', 'other.js'))).toBe('console.log("other");');
  });

  it('marks each chunk once however often the build step runs', async () => {
    expect(await addCompileHints(chunksDir)).toBe(2);
    expect(await addCompileHints(chunksDir)).toBe(0);
    expect(await read('page.js')).toBe(`${COMPILE_HINT}console.log("page");`);
  });
});
