import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileAddresses, isFileAddress } from './file-addresses';

const appDir = path.resolve(__dirname, '..', '..', 'app');

/** Example addresses of every route whose segment names a file (`sitemap.xml`, `rss.xml`). */
function fileRouteAddresses(dir: string, address = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const name = entry.name;
      const segments = name.startsWith('(')
        ? ['']
        : name === '[locale]'
          ? ['/en', '/es']
          : [`/${name.replace(/\[[^\]]+\]/, 'sample')}`];
      return segments.flatMap((segment) => {
        const childAddress = `${address}${segment}`;
        const own = /^[^[(].*\./.test(name) ? [childAddress] : [];
        return [...own, ...fileRouteAddresses(path.join(dir, name), childAddress)];
      });
    });
}

describe('isFileAddress', () => {
  const none = new Set<string>();

  it('knows every route that answers with a file, in every language', () => {
    const addresses = fileRouteAddresses(appDir).filter((address) => !address.startsWith('/api/'));
    expect(addresses).toEqual(expect.arrayContaining(['/sitemap.xml', '/es/blog/rss.xml']));
    for (const address of addresses) expect(isFileAddress(address, none), address).toBe(true);
  });

  it('knows the files the app directory turns into addresses', () => {
    for (const address of [
      '/robots.txt',
      '/icon.svg',
      '/icons/0a1b2c3d4e5f.svg',
      '/art/0a1b2c3d4e5f.css',
      '/sitemaps/pages.xml',
    ]) {
      expect(isFileAddress(address, none), address).toBe(true);
    }
  });

  it('takes any other address, file-like or not, for a page', () => {
    for (const address of ['/old-brochure.pdf', '/images/missing.png', '/es/brochure.pdf', '/']) {
      expect(isFileAddress(address, none), address).toBe(false);
    }
  });

  it('knows the files under public/, at any depth', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(publicDir, 'images', 'home'), { recursive: true });
    writeFileSync(path.join(publicDir, 'images', 'home', 'card.svg'), '<svg/>');
    writeFileSync(path.join(publicDir, 'favicon.ico'), '');
    const files = fileAddresses(publicDir);
    expect([...files].sort()).toEqual(['/favicon.ico', '/images/home/card.svg']);
    expect(isFileAddress('/images/home/card.svg', files)).toBe(true);
    expect(isFileAddress('/images/home', files)).toBe(false);
  });
});
