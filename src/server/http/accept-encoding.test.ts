import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli over gzip when both are accepted equally, whatever their order', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br, gzip')).toBe('br');
  });

  it('follows the quality values', () => {
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.2')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('sends the document as it is to clients accepting neither', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('gzip;q=0')).toBe('identity');
  });

  it('has nothing to offer a client that refuses every encoding held', () => {
    expect(preferredEncoding('identity;q=0')).toBeUndefined();
    expect(preferredEncoding('deflate, *;q=0')).toBeUndefined();
  });
});
