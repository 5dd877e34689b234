type Directives = Record<string, readonly string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

interface InlineSources {
  script: readonly string[];
  style: readonly string[];
  nonce?: string;
}

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

export function pageContentSecurityPolicy(
  inline: InlineSources,
  { development = false }: { development?: boolean } = {},
): string {
  // No build step hashed what the development server sends, and React needs eval there.
  const scriptSources = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...(inline.nonce ? [`'nonce-${inline.nonce}'`] : []), ...quoted(inline.script)];
  const styleSources = development
    ? ["'self'", "'unsafe-inline'"]
    : ["'self'", ...quoted(inline.style)];
  return serialize({
    'default-src': ["'none'"],
    'script-src': scriptSources,
    'style-src': styleSources,
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

// SVG drawings opened on their own keep their inline styles.
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
