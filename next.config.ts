import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { EnvError, parseServerEnv } from './src/config/env-schema';
import { resourceContentSecurityPolicy, securityHeaders } from './src/server/http/security-headers';

function validatedEnv() {
  try {
    return parseServerEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const env = validatedEnv();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Loaded from node_modules, not bundled: one copy for the instrumentation and every route.
  serverExternalPackages: ['prom-client', 'pino'],
  // Preloads stay in the HTML rather than a Link header: a page the server keeps (the articles'
  // pages are rendered on request) then has the head a prerendered page has.
  reactMaxHeadersLength: 0,
  reactStrictMode: true,
  // `npm test` checks the types in a step of its own before it builds (scripts/test.ts).
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Compile hints, integrity and script hashes after each build; a platform's own adapter
  // (NEXT_ADAPTER_PATH) still runs, after it (scripts/build/post-build-adapter.mjs).
  adapterPath: path.join(__dirname, 'scripts', 'build', 'post-build-adapter.mjs'),
  // Stores nothing but successful answers at run time (src/server/cache/route-cache-handler.mjs).
  cacheHandler: path.join(__dirname, 'src', 'server', 'cache', 'route-cache-handler.mjs'),
  experimental: {
    // Addresses outside the [locale] tree (unknown files) still get a branded 404.
    globalNotFound: true,
    // Integrity attributes on the script tags; the build adapter keeps them true to the files.
    sri: { algorithm: 'sha256' },
  },
  turbopack: {
    // Radix's scroll lock gets a style sheet the pages' policy allows.
    resolveAlias: { 'react-style-singleton': './src/components/ui/adopted-style-singleton.ts' },
  },
  env: {
    NEXT_PUBLIC_SITE_URL: env.SITE_URL,
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      // Pages and files get theirs from the proxy, which knows each page's inline scripts.
      {
        source: '/api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: resourceContentSecurityPolicy }],
      },
      // Images other sites show: share cards, the icon feed readers display, newsletter covers.
      ...[
        '/icon.svg',
        '/opengraph-image',
        '/:path*/opengraph-image',
        '/api/newsletter/cover/:file',
      ].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      })),
    ];
  },
};

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

export default withNextIntl(nextConfig);
