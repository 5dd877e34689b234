import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SCRIPT_HASHES_FILE,
  inlineScriptHashes,
  writeScriptHashManifest,
} from '../../scripts/build/script-hashes.mjs';
import { SCRIPT_HASHES_FILE as READ_BY_THE_PROXY } from '../../src/server/http/script-hashes';

const sha256 = (source: string) =>
  `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes each inline script the browser runs, exactly as written, once', () => {
    const html = [
      '<head><script>try{theme()}catch(e){}</script>',
      '<script src="/_next/static/chunks/a.js" async=""></script></head>',
      '<body><script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"ñ \\u003c/script"])</script>',
      '<script type="module">import "x";</script>',
      '<script>try{theme()}catch(e){}</script></body>',
    ].join('');

    expect(inlineScriptHashes(html)).toEqual([
      sha256('try{theme()}catch(e){}'),
      sha256('self.__next_f.push([1,"ñ \\u003c/script"])'),
      sha256('import "x";'),
    ]);
  });

  it('writes the manifest the proxy reads, with the hashes every page shares', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'script-hashes-'));
    try {
      const page = async (name: string, scripts: string[]) => {
        const filePath = path.join(distDir, `${name}.html`);
        await writeFile(filePath, scripts.map((s) => `<script>${s}</script>`).join(''));
        return filePath;
      };
      const pages = [
        { pathname: '/en', filePath: await page('en', ['theme()', 'home()']) },
        { pathname: '/es/about', filePath: await page('about', ['theme()', 'about()']) },
        { pathname: '/_global-error', filePath: await page('error', ['error()']) },
      ];

      await writeScriptHashManifest(distDir, pages);

      expect(SCRIPT_HASHES_FILE).toBe(READ_BY_THE_PROXY);
      expect(JSON.parse(await readFile(path.join(distDir, SCRIPT_HASHES_FILE), 'utf8'))).toEqual({
        pages: {
          '/en': [sha256('theme()'), sha256('home()')],
          '/es/about': [sha256('theme()'), sha256('about()')],
        },
        shared: [sha256('theme()')],
      });
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
