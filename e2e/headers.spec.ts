import { expect, test } from './support/fixtures';

const pages = ['/', '/es/about', '/no-such-page'];
const resources = ['/api/health', '/icon.svg'];

for (const address of [...pages, ...resources]) {
  test(`security headers on ${address}`, async ({ request }) => {
    const response = await request.get(address, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // The icon is shown by other sites (feed readers); everything else is for this origin only.
    expect(headers['cross-origin-resource-policy']).toBe(
      address === '/icon.svg' ? 'cross-origin' : 'same-origin',
    );
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/^default-src 'none'; /);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-powered-by']).toBeUndefined();
  });
}

for (const address of pages) {
  test(`a page's policy limits plugins, the base address and form targets (${address})`, async ({
    request,
  }) => {
    const csp = (await request.get(address)).headers()['content-security-policy'] ?? '';
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
  });
}
