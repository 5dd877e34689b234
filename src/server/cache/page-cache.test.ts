import { describe, expect, it } from 'vitest';
import { PageCache, type CachedPage } from './page-cache';

const page = (bytes: number): CachedPage => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes),
  nonces: [],
});

describe('PageCache', () => {
  it('drops the least recently used pages beyond its budget of bytes', () => {
    const cache = new PageCache(300, 60_000);
    cache.set('a', page(100));
    cache.set('b', page(100));
    cache.set('c', page(100));
    expect(cache.get('a')).toBeDefined();
    cache.set('d', page(100));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => cache.get(key))).toBe(true);
  });

  it('counts a page stored again once', () => {
    const cache = new PageCache(300, 60_000);
    cache.set('a', page(100));
    cache.set('a', page(100));
    cache.set('b', page(100));
    cache.set('c', page(100));
    expect(['a', 'b', 'c'].every((key) => cache.get(key))).toBe(true);
  });

  it('keeps no page larger than the whole budget', () => {
    const cache = new PageCache(300, 60_000);
    cache.set('a', page(100));
    cache.set('huge', page(301));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('forgets a page once it is older than its time', () => {
    let now = 0;
    const cache = new PageCache(300, 1_000, () => now);
    cache.set('a', page(100));
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
  });
});
