import { describe, expect, it } from 'vitest';
import { isLocale, localizedPath, otherLocale } from './routing';

describe('language routing', () => {
  it('keeps English unprefixed and puts Spanish under /es', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/blog/some-article')).toBe('/es/blog/some-article');
    expect(localizedPath('es', 'about')).toBe('/es/about');
  });

  it('knows the two languages', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(otherLocale('en')).toBe('es');
    expect(otherLocale('es')).toBe('en');
  });
});
