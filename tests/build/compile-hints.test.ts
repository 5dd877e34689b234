import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  addCompileHints,
  removeCompileHints,
} from '../../scripts/build/compile-hints.mjs';

let chunksDir: string;

beforeEach(async () => {
  chunksDir = path.join(await mkdtemp(path.join(tmpdir(), 'compile-hints-')), 'chunks');
  await mkdir(path.join(chunksDir, 'nested'), { recursive: true });
  await writeFile(path.join(chunksDir, 'framework.js'), 'console.log("framework");');
  await writeFile(path.join(chunksDir, 'page.js'), 'console.log("page");');
  await writeFile(path.join(chunksDir, 'styles.css'), 'body{margin:0}');
  await writeFile(path.join(chunksDir, 'nested', 'other.js'), 'console.log("other");');
});

afterEach(async () => {
  await rm(path.dirname(chunksDir), { recursive: true, force: true });
});

const read = (name: string) => readFile(path.join(chunksDir, name), 'utf8');

describe('compile hints', () => {
  it('puts the hint on the first line of every chunk and keeps the code intact', async () => {
    await addCompileHints(chunksDir);

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

  it('takes the hints off again, leaving the original bytes', async () => {
    await addCompileHints(chunksDir);
    expect(await removeCompileHints(chunksDir)).toBe(2);
    expect(await read('page.js')).toBe('console.log("page");');
    expect(await removeCompileHints(chunksDir)).toBe(0);
  });
});
