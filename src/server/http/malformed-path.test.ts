import { describe, expect, it } from 'vitest';
import { refuseMalformedPath } from './malformed-path';

describe('malformed paths', () => {
  it('lets well-encoded paths through', () => {
    for (const path of ['/', '/es/blog/caf%C3%A9', '/api/blog/art/a/cover.svg', '/a%20b']) {
      expect(refuseMalformedPath(path)).toBeUndefined();
    }
  });

  it('answers 400 to a percent-encoding that does not decode', () => {
    for (const path of ['/%ff', '/about/%E0%A4%A', '/api/x%', '/_next/static/%c3%28']) {
      expect(refuseMalformedPath(path)?.status).toBe(400);
    }
  });
});
