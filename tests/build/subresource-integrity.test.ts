import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncSubresourceIntegrity } from '../../scripts/build/subresource-integrity.mjs';

const integrity = (content: string) =>
  `sha256-${createHash('sha256').update(content).digest('base64')}`;

let distDir: string;
const file = (relative: string) => path.join(distDir, relative);
const read = (relative: string) => readFile(file(relative), 'utf8');

async function put(relative: string, content: string) {
  await mkdir(path.dirname(file(relative)), { recursive: true });
  await writeFile(file(relative), content);
}

const built = 'console.log("framework")';
const hinted = `//# allFunctionsCalledOnLoad\n${built}`;
const page = 'server/route-cache/APP_PAGE/key/$/en/about.html';

beforeEach(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'integrity-'));
  // What Next.js wrote while building, before a later step edited framework.js.
  const manifest = JSON.stringify({ 'static/chunks/framework.js': integrity(built) });
  await put('server/subresource-integrity-manifest.json', manifest);
  await put(
    'server/subresource-integrity-manifest.js',
    `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(manifest)}`,
  );
  await put('server/app/[locale]/about/page/subresource-integrity-manifest.json', manifest);
  await put('static/chunks/framework.js', hinted);
  await put('static/chunks/island.js', 'console.log("island")');
  await put(
    page,
    [
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/island.js"/>`,
      `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>`,
      `<script src="/_next/static/chunks/framework.js" async="" integrity="${integrity(built)}"></script>`,
      `<script src="/_next/static/chunks/island.js" async=""></script>`,
      `<script>self.__next_f.push([0])</script>`,
    ].join(''),
  );
});

afterEach(async () => {
  await rm(distDir, { recursive: true, force: true });
});

describe('subresource integrity after the build', () => {
  it('renews the hashes of edited chunks in every manifest and page', async () => {
    const result = await syncSubresourceIntegrity(distDir);

    expect(result.rehashed).toBe(1);
    for (const manifest of [
      'server/subresource-integrity-manifest.json',
      'server/subresource-integrity-manifest.js',
      'server/app/[locale]/about/page/subresource-integrity-manifest.json',
    ]) {
      expect(await read(manifest)).toContain(integrity(hinted));
      expect(await read(manifest)).not.toContain(integrity(built));
    }
    expect(await read(page)).toContain(
      `<script src="/_next/static/chunks/framework.js" async="" integrity="${integrity(hinted)}">`,
    );
  });

  it('gives every script tag and script preload an integrity attribute, and nothing else', async () => {
    const result = await syncSubresourceIntegrity(distDir);
    const html = await read(page);

    expect(result.tagsCompleted).toBe(2);
    const island = integrity('console.log("island")');
    expect(html).toContain(
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/island.js" integrity="${island}"/>`,
    );
    expect(html).toContain(
      `<script src="/_next/static/chunks/island.js" async="" integrity="${island}">`,
    );
    expect(html).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    );
    expect(html).toContain('<script>self.__next_f.push([0])</script>');
  });

  it('changes nothing on a second run', async () => {
    await syncSubresourceIntegrity(distDir);
    const once = await read(page);

    expect(await syncSubresourceIntegrity(distDir)).toEqual({ rehashed: 0, tagsCompleted: 0 });
    expect(await read(page)).toBe(once);
  });

  it('does nothing when the build has no integrity manifest', async () => {
    await rm(file('server/subresource-integrity-manifest.json'));
    expect(await syncSubresourceIntegrity(distDir)).toEqual({ rehashed: 0, tagsCompleted: 0 });
  });
});
