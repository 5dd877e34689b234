import { describe, expect, it } from 'vitest';
import { internalPagePath, pagePolicy } from './page-policy';

const manifest = {
  pages: {
    '/en/about': { script: ['sha256-about'], style: ['sha256-bars'] },
    '/es/blog/caf\u00e9': { script: ['sha256-cafe'], style: [] },
  },
  shared: { script: ['sha256-theme'], style: [] },
};

describe('internal page paths', () => {
  it('puts English pages under /en and leaves Spanish ones as they are', () => {
    expect(internalPagePath('/')).toBe('/en');
    expect(internalPagePath('/about')).toBe('/en/about');
    expect(internalPagePath('/es')).toBe('/es');
    expect(internalPagePath('/es/about')).toBe('/es/about');
    expect(internalPagePath('/estate')).toBe('/en/estate');
  });
});

describe('the policy for a page request', () => {
  it('gives a prerendered page its own hashes and no nonce', () => {
    const { policy, nonce } = pagePolicy('/en/about', manifest);
    expect(nonce).toBeUndefined();
    expect(policy).toContain("script-src 'self' 'sha256-about';");
    expect(policy).toContain("style-src 'self' 'sha256-bars';");
  });

  it('finds a page whose address is percent-encoded', () => {
    expect(pagePolicy('/es/blog/caf%C3%A9', manifest).policy).toContain("'sha256-cafe'");
  });

  it('gives any other page a fresh nonce and the hashes every page shares', () => {
    const first = pagePolicy('/en/booking/cancel', manifest);
    const second = pagePolicy('/en/booking/cancel', manifest);
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.policy).toContain(`script-src 'self' 'nonce-${first.nonce}' 'sha256-theme';`);
    expect(first.policy).toContain("style-src 'self';");
  });

  it('does not mistake an inherited property for a page', () => {
    expect(pagePolicy('constructor', manifest).nonce).toBeDefined();
    expect(pagePolicy('/%E0%A4%A', manifest).nonce).toBeDefined();
  });
});
