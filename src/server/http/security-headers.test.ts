import { describe, expect, it } from 'vitest';
import {
  pageContentSecurityPolicy,
  resourceContentSecurityPolicy,
  securityHeaders,
} from './security-headers';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('security headers', () => {
  const headers = Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));

  it('pins HTTPS for two years including subdomains', () => {
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=63072000; includeSubDomains/);
  });

  it('forbids sniffing, framing and cross-origin embedding', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});

describe("a page's content security policy", () => {
  const policy = directives(
    pageContentSecurityPolicy({ script: ['sha256-abc', 'sha256-def'], style: ['sha256-css'] }),
  );

  it('allows nothing that is not listed', () => {
    expect(policy['default-src']).toEqual(["'none'"]);
    for (const name of ['style-src', 'img-src', 'font-src', 'connect-src', 'form-action']) {
      expect(policy[name]).toContain("'self'");
    }
  });

  it("runs this origin's scripts and the page's own inline scripts, nothing inline besides", () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc'", "'sha256-def'"]);
  });

  it("applies this origin's style sheets and the page's own style elements, no style attribute", () => {
    expect(policy['style-src']).toEqual(["'self'", "'sha256-css'"]);
  });

  it('forbids framing, plugins and a foreign base address', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('adds the nonce of a page rendered on request', () => {
    const dynamic = directives(
      pageContentSecurityPolicy({ script: ['sha256-abc'], style: [], nonce: 'n0nce' }),
    );
    expect(dynamic['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'sha256-abc'"]);
  });

  it('allows eval, inline scripts and inline styles only on the development server', () => {
    const development = directives(
      pageContentSecurityPolicy({ script: [], style: [] }, { development: true }),
    );
    expect(development['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
    expect(development['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(JSON.stringify(policy)).not.toContain('unsafe-');
  });
});

describe('the policy of everything that is not a page', () => {
  it('runs no script at all', () => {
    const policy = directives(resourceContentSecurityPolicy);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toBeUndefined();
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});
