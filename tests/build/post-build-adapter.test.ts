import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NextAdapter } from 'next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostBuildAdapter,
  prerenderedPages,
} from '../../scripts/build/post-build-adapter.mjs';

type BuildContext = Parameters<NonNullable<NextAdapter['onBuildComplete']>>[0];

let projectDir: string;

beforeEach(async () => {
  projectDir = await mkdtemp(path.join(tmpdir(), 'adapter-'));
  await writeFile(path.join(projectDir, 'package.json'), '{}');
});

afterEach(async () => {
  await rm(projectDir, { recursive: true, force: true });
});

/** A stand-in for a hosting platform's adapter that records what it was given. */
async function writePlatformAdapter() {
  const file = path.join(projectDir, 'platform-adapter.mjs');
  await writeFile(
    file,
    `import { writeFile } from 'node:fs/promises';
export default {
  name: 'platform',
  modifyConfig: (config) => ({ ...config, platformWasHere: true }),
  async onBuildComplete({ distDir }) {
    await writeFile(distDir + '/platform-saw.txt', 'built');
  },
};`,
  );
  return file;
}

describe('the post-build adapter', () => {
  it('runs on its own when no platform adapter is configured', async () => {
    const adapter = await createPostBuildAdapter({ projectDir });
    expect(adapter.name).toBe('marlowe-post-build');
    expect(adapter.modifyConfig).toBeUndefined();
  });

  it("hands the build to the platform's own adapter after its steps", async () => {
    const adapter = await createPostBuildAdapter({
      platformAdapterPath: await writePlatformAdapter(),
      projectDir,
    });
    expect(adapter.name).toBe('marlowe-post-build, then platform');
    const modified = await adapter.modifyConfig!({} as never, {
      phase: 'phase-production-build',
      nextVersion: '16',
      projectDir,
    });
    expect(modified).toMatchObject({ platformWasHere: true });

    const distDir = path.join(projectDir, '.next');
    await mkdir(path.join(distDir, 'static', 'chunks'), { recursive: true });
    await adapter.onBuildComplete!({
      distDir,
      outputs: { prerenders: [] },
    } as unknown as BuildContext);
    expect(await readFile(path.join(distDir, 'platform-saw.txt'), 'utf8')).toBe('built');
    expect(await readFile(path.join(distDir, 'csp-inline-hashes.json'), 'utf8')).toContain('pages');
  });

  it('does not chain to itself', async () => {
    const adapter = await createPostBuildAdapter({
      platformAdapterPath: path.resolve('scripts/build/post-build-adapter.mjs'),
      projectDir,
    });
    expect(adapter.name).toBe('marlowe-post-build');
  });

  it("finds the prerendered HTML documents among the outputs, not Next.js's internal ones", () => {
    const outputs = {
      prerenders: [
        { pathname: '/en/about', fallback: { filePath: '/build/en/about.html' } },
        { pathname: '/_global-error', fallback: { filePath: '/build/_global-error.html' } },
        { pathname: '/en/about.rsc', fallback: { filePath: '/build/en/about.rsc' } },
        { pathname: '/icon.svg', fallback: { filePath: '/build/icon.svg.body' } },
        { pathname: '/en/blog/[slug]', fallback: undefined },
      ],
    } as unknown as BuildContext['outputs'];
    expect(prerenderedPages(outputs)).toEqual([
      { pathname: '/en/about', filePath: '/build/en/about.html' },
    ]);
  });
});
