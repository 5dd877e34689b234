import { describe, expect, it } from 'vitest';
import { isLocale, localizedPath, otherLocale, pathWithoutLocale } from './routing';

describe('language routing', () => {
  it('keeps English unprefixed and puts Spanish under /es', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/blog/some-article')).toBe('/es/blog/some-article');
    expect(localizedPath('es', 'about')).toBe('/es/about');
  });

  it('finds the page behind a public path in either language', () => {
    expect(pathWithoutLocale('/')).toBe('/');
    expect(pathWithoutLocale('/about')).toBe('/about');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/es/blog/some-article')).toBe('/blog/some-article');
    expect(pathWithoutLocale('/en/about')).toBe('/about');
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/escape-room')).toBe('/escape-room');
  });

  it('knows the two languages', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(otherLocale('en')).toBe('es');
    expect(otherLocale('es')).toBe('en');
  });
});
