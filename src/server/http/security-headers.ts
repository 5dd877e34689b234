/**
 * Response headers. Every response gets `securityHeaders()` (next.config.ts). The
 * Content-Security-Policy depends on what answers: API responses get `apiContentSecurityPolicy`
 * from the same config, everything else gets its policy from the proxy (src/proxy.ts), which
 * knows each prerendered page's inline scripts.
 */

type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** How a page may run inline scripts: by their SHA-256 hashes, and a per-request nonce if dynamic. */
export interface InlineScriptSources {
  hashes: readonly string[];
  nonce?: string;
}

/**
 * A page's policy: nothing is allowed unless listed, scripts come from this origin or are the
 * page's own inline scripts. `style-src` keeps 'unsafe-inline': server-rendered style attributes
 * (the home starfield, the blog charts) and the `<style>` elements Radix's scroll lock writes at
 * run time (with the measured scrollbar width) can have neither a hash nor, on a static page, a nonce.
 */
export function pageContentSecurityPolicy(
  scripts: InlineScriptSources,
  { development = false }: { development?: boolean } = {},
): string {
  const scriptSources = development
    ? // The development server's pages carry scripts no build step hashed, and React needs eval.
      ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : [
        "'self'",
        ...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []),
        ...scripts.hashes.map((hash) => `'${hash}'`),
      ];
  return serialize({
    'default-src': ["'none'"],
    'script-src': scriptSources,
    'style-src': ["'self'", "'unsafe-inline'"],
    // The business card's QR code is an SVG drawn at build time into a data address.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  });
}

/**
 * Everything that is not a page (JSON, SVG drawings, PDFs, feeds, images) runs no script. Drawings
 * opened on their own keep their inline styles.
 */
export const resourceContentSecurityPolicy = serialize({
  'default-src': ["'none'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

export function securityHeaders() {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
}
