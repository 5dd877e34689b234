import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('security headers', () => {
  const headers = Object.fromEntries(
    securityHeaders({ development: false }).map((h) => [h.key, h.value]),
  );

  it('pins HTTPS for two years including subdomains', () => {
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=63072000; includeSubDomains/);
  });

  it('forbids sniffing, framing and plugin content', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows eval only for the development server', () => {
    expect(contentSecurityPolicy({ development: true })).toContain("'unsafe-eval'");
  });
});
