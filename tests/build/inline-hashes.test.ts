import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INLINE_HASHES_FILE,
  inlineScriptHashes,
  inlineStyleHashes,
  writeInlineHashManifest,
} from '../../scripts/build/inline-hashes.mjs';
import { INLINE_HASHES_FILE as READ_BY_THE_PROXY } from '../../src/server/http/inline-hashes';

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
});

describe('inline style hashes', () => {
  it('hashes each style element, exactly as written, once, and no style attribute', () => {
    const html = [
      '<head><style>[data-style="0"]{width:40%}</style></head>',
      '<body><p style="color:red">x</p><style media="print">p{color:#000}</style>',
      '<style>[data-style="0"]{width:40%}</style></body>',
    ].join('');

    expect(inlineStyleHashes(html)).toEqual([
      sha256('[data-style="0"]{width:40%}'),
      sha256('p{color:#000}'),
    ]);
  });
});

describe('the hash manifest', () => {
  it('is written where the proxy reads it, with the hashes every page shares', async () => {
    const distDir = await mkdtemp(path.join(tmpdir(), 'inline-hashes-'));
    try {
      const page = async (name: string, scripts: string[], styles: string[] = []) => {
        const filePath = path.join(distDir, `${name}.html`);
        const elements = [
          ...styles.map((s) => `<style>${s}</style>`),
          ...scripts.map((s) => `<script>${s}</script>`),
        ];
        await writeFile(filePath, elements.join(''));
        return filePath;
      };
      const pages = [
        { pathname: '/en', filePath: await page('en', ['theme()', 'home()']) },
        {
          pathname: '/es/about',
          filePath: await page('about', ['theme()', 'about()'], ['p{margin:0}']),
        },
      ];

      await writeInlineHashManifest(distDir, pages);

      expect(INLINE_HASHES_FILE).toBe(READ_BY_THE_PROXY);
      expect(JSON.parse(await readFile(path.join(distDir, INLINE_HASHES_FILE), 'utf8'))).toEqual({
        pages: {
          '/en': { script: [sha256('theme()'), sha256('home()')], style: [] },
          '/es/about': {
            script: [sha256('theme()'), sha256('about()')],
            style: [sha256('p{margin:0}')],
          },
        },
        shared: { script: [sha256('theme()')], style: [] },
      });
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});
