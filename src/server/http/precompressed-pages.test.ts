import { describe, expect, it } from 'vitest';
import { notFoundPagePath } from './precompressed-pages';

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
