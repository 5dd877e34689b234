import { expect, test } from './support/fixtures';

const addresses = ['/', '/es/about', '/api/health', '/icon.svg', '/no-such-page'];

for (const address of addresses) {
  test(`security headers on ${address}`, async ({ request }) => {
    const response = await request.get(address, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(headers['x-powered-by']).toBeUndefined();
  });
}
