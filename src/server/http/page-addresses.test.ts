import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkedPagePath } from '@/config/navigation';
import { indexedPaths } from '@/lib/seo/site-map';
import { setPublishedArticles } from '@/content/blog/published';
import { launchArticles } from '../../../tests/support/launch-articles';
import {
  internalNotFoundPath,
  movedArticleAddress,
  resolvePageAddress,
  type NotFoundAddress,
} from './page-addresses';

const appDir = path.resolve(__dirname, '..', '..', 'app');

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

const notFoundPages: string[] = [linkedPagePath.notFound, linkedPagePath.articleNotFound];

describe('resolvePageAddress', () => {
  it('finds every page route, share image and indexed page, in both languages', () => {
    const routes = staticRouteAddresses(appDir).filter((page) => !notFoundPages.includes(page));
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/about', '/booking/cancel', '/opengraph-image']),
    );
    for (const page of [...routes, ...indexedPaths(launchArticles())]) {
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
      page: linkedPagePath.notFound,
    });
    expect(resolvePageAddress('/es/no-existe')).toEqual({
      found: false,
      locale: 'es',
      page: linkedPagePath.notFound,
    });
    for (const address of [
      '/services/not-a-service',
      '/old-brochure.pdf',
      '/jordan/vcard',
      '/booking/cancel/opengraph-image',
    ]) {
      expect(resolvePageAddress(address), address).toMatchObject({
        locale: 'en',
        page: linkedPagePath.notFound,
      });
    }
    expect(resolvePageAddress('/About')).toMatchObject({ found: false });
  });

  it("sends a missing article to the magazine's 404 page", () => {
    expect(resolvePageAddress('/blog/no-such-article')).toEqual({
      found: false,
      locale: 'en',
      page: linkedPagePath.articleNotFound,
    });
    expect(resolvePageAddress('/es/blog/no-such-article')).toMatchObject({
      locale: 'es',
      page: linkedPagePath.articleNotFound,
    });
    expect(resolvePageAddress('/blog/a/b')).toMatchObject({
      locale: 'en',
      page: linkedPagePath.notFound,
    });
  });

  it('knows articles as they are published and unpublished, and their old slugs', () => {
    const [first, ...others] = launchArticles();
    try {
      setPublishedArticles(others, { 'an-old-slug': others[0]!.slug });
      expect(resolvePageAddress(`/blog/${first!.slug}`)).toMatchObject({ found: false });
      expect(resolvePageAddress(`/es/blog/${first!.slug}/opengraph-image`)).toMatchObject({
        found: false,
      });
      expect(resolvePageAddress('/blog/an-old-slug')).toEqual({ found: true });
      expect(movedArticleAddress('/es/blog/an-old-slug')).toBe(`/es/blog/${others[0]!.slug}`);
      expect(movedArticleAddress('/blog/an-old-slug/opengraph-image')).toBeUndefined();
      expect(movedArticleAddress(`/blog/${others[0]!.slug}`)).toBeUndefined();
    } finally {
      setPublishedArticles(launchArticles());
    }
    expect(resolvePageAddress(`/blog/${first!.slug}`)).toEqual({ found: true });
  });

  it('finds preview links, and nothing else under them', () => {
    const token = 'x'.repeat(43);
    expect(resolvePageAddress(`/blog/preview/${token}`)).toEqual({ found: true });
    expect(resolvePageAddress(`/es/blog/preview/${token}`)).toEqual({ found: true });
    expect(resolvePageAddress('/blog/preview/short')).toMatchObject({ found: false });
    expect(resolvePageAddress(`/blog/preview/${token}/x`)).toMatchObject({ found: false });
  });

  it('answers the 404 pages themselves with status 404', () => {
    expect(resolvePageAddress(linkedPagePath.notFound)).toMatchObject({ found: false });
    const address = resolvePageAddress(`/es${linkedPagePath.articleNotFound}`);
    expect(address).toMatchObject({ found: false });
    expect(internalNotFoundPath(address as NotFoundAddress)).toBe('/es/blog/article-not-found');
  });
});
