import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundPagePath, staticAssetPaths } from './precompressed-pages';

describe('staticAssetPaths', () => {
  it("lists the build's scripts and stylesheets at their address, nothing else", () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'marlowe-dist-'));
    try {
      mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
      mkdirSync(path.join(distDir, 'static', 'media'));
      for (const file of [
        'chunks/a1.js',
        'chunks/b2.css',
        'media/font.woff2',
        'chunks/a1.js.map',
      ]) {
        writeFileSync(path.join(distDir, 'static', file), '');
      }
      expect([...staticAssetPaths(distDir)].sort()).toEqual([
        '/_next/static/chunks/a1.js',
        '/_next/static/chunks/b2.css',
      ]);
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('is empty without a build', () => {
    expect(staticAssetPaths(path.join(os.tmpdir(), 'no-such-build')).size).toBe(0);
  });
});

describe('notFoundPagePath', () => {
  const publicFiles = new Set(['/images/home/hero.svg']);

  it('gives unknown addresses the 404 page the proxy shows for them', () => {
    expect(notFoundPagePath('/this/does-not-exist', publicFiles)).toBe('/page-not-found');
    expect(notFoundPagePath('/es/no-existe', publicFiles)).toBe('/es/page-not-found');
    expect(notFoundPagePath('/blog/no-such-article', publicFiles)).toBe('/blog/article-not-found');
    expect(notFoundPagePath('/wp-login.php', publicFiles)).toBe('/page-not-found');
    expect(notFoundPagePath('/.env', publicFiles)).toBe('/page-not-found');
  });

  it('leaves pages, files, API routes and Next.js files alone', () => {
    for (const address of [
      '/',
      '/about',
      '/es/blog',
      '/about/opengraph-image',
      '/images/home/hero.svg',
      '/icons/000000000000.svg',
      '/robots.txt',
      '/api/no-such-endpoint',
      '/_next/static/chunks/missing.js',
    ]) {
      expect(notFoundPagePath(address, publicFiles), address).toBeUndefined();
    }
  });

  it('leaves the addresses Next.js redirects or normalizes before the proxy to it', () => {
    for (const address of ['/nope/', '/about/', '/a/../about', '/a/./b', '//nope', '/caf%C3%A9']) {
      expect(notFoundPagePath(address, publicFiles), address).toBeUndefined();
    }
  });
});
