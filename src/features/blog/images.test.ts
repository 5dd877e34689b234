import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageWidths } from './images';

describe('uploaded images', () => {
  it('are kept at the page widths narrower than the original, and at its own up to 1600', () => {
    expect(imageWidths(4000)).toEqual([480, 960, 1600]);
    expect(imageWidths(1600)).toEqual([480, 960, 1600]);
    expect(imageWidths(1200)).toEqual([480, 960, 1200]);
    expect(imageWidths(480)).toEqual([480]);
    expect(imageWidths(300)).toEqual([300]);
  });

  it('offer the browser each width of a format', () => {
    expect(imageSrcSet('abc', { width: 1000, height: 500 }, 'avif')).toBe(
      '/api/blog/images/abc/480.avif 480w, /api/blog/images/abc/960.avif 960w, /api/blog/images/abc/1000.avif 1000w',
    );
  });
});
