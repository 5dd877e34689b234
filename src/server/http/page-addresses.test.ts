import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexedPaths } from '@/lib/seo/site-map';
import {
  ARTICLE_NOT_FOUND_PAGE_PATH,
  NOT_FOUND_PAGE_PATH,
  internalNotFoundPath,
  resolvePageAddress,
  type NotFoundAddress,
} from './page-addresses';

const appDir = path.resolve(__dirname, '..', '..', 'app');

/**
 * The unprefixed address of every page route and share image without a parameter of its own
 * (`/about`, `/about/opengraph-image`).
 */
function staticRouteAddresses(dir: string, address = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const name = entry.name;
    if (!entry.isDirectory()) return name === 'page.tsx' ? [address || '/'] : [];
    if (name === 'api') return [];
    if (name === 'opengraph-image') return [`${address}/${name}`];
    if (/^\[(?!locale\])/.test(name)) return [];
    const segment = name.startsWith('(') || name === '[locale]' ? '' : `/${name}`;
    return staticRouteAddresses(path.join(dir, name), `${address}${segment}`);
  });
}

const notFoundPages = [NOT_FOUND_PAGE_PATH, ARTICLE_NOT_FOUND_PAGE_PATH];

describe('resolvePageAddress', () => {
  it('finds every page route, share image and indexed page, in both languages', () => {
    const routes = staticRouteAddresses(appDir).filter((page) => !notFoundPages.includes(page));
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/about', '/booking/cancel', '/opengraph-image']),
    );
    for (const page of [...routes, ...indexedPaths]) {
      expect(resolvePageAddress(page), page).toEqual({ found: true });
      expect(resolvePageAddress(`/es${page === '/' ? '' : page}`), page).toEqual({ found: true });
    }
  });

  it("finds the pages' share images and the card's contact file", () => {
    for (const address of [
      '/opengraph-image',
      '/es/opengraph-image',
      '/about/opengraph-image',
      '/es/blog/first-90-days-of-ai/opengraph-image',
      '/jordan-marlowe/vcard',
    ]) {
      expect(resolvePageAddress(address), address).toEqual({ found: true });
    }
  });

  it('sends any other address to the 404 page of its language', () => {
    expect(resolvePageAddress('/this/does-not-exist')).toEqual({
      found: false,
      locale: 'en',
      page: NOT_FOUND_PAGE_PATH,
    });
    expect(resolvePageAddress('/es/no-existe')).toEqual({
      found: false,
      locale: 'es',
      page: NOT_FOUND_PAGE_PATH,
    });
    for (const address of [
      '/services/not-a-service',
      '/old-brochure.pdf',
      '/jordan/vcard',
      '/booking/cancel/opengraph-image',
    ]) {
      expect(resolvePageAddress(address), address).toMatchObject({
        locale: 'en',
        page: NOT_FOUND_PAGE_PATH,
      });
    }
    expect(resolvePageAddress('/About')).toMatchObject({ found: false });
  });

  it("sends a missing article to the magazine's 404 page", () => {
    expect(resolvePageAddress('/blog/no-such-article')).toEqual({
      found: false,
      locale: 'en',
      page: ARTICLE_NOT_FOUND_PAGE_PATH,
    });
    expect(resolvePageAddress('/es/blog/no-such-article')).toMatchObject({
      locale: 'es',
      page: ARTICLE_NOT_FOUND_PAGE_PATH,
    });
    expect(resolvePageAddress('/blog/a/b')).toMatchObject({
      locale: 'en',
      page: NOT_FOUND_PAGE_PATH,
    });
  });

  it('answers the 404 pages themselves with status 404', () => {
    expect(resolvePageAddress(NOT_FOUND_PAGE_PATH)).toMatchObject({ found: false });
    const address = resolvePageAddress(`/es${ARTICLE_NOT_FOUND_PAGE_PATH}`);
    expect(address).toMatchObject({ found: false });
    expect(internalNotFoundPath(address as NotFoundAddress)).toBe('/es/blog/article-not-found');
  });
});
