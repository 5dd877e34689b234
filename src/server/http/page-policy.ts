import { defaultLocale, hasLocalePrefix } from '@/i18n/routing';
import type { ScriptHashManifest } from './script-hashes';
import { pageContentSecurityPolicy } from './security-headers';

/** The path Next.js renders for a public page path: English pages live under /en internally. */
export function internalPagePath(pathname: string): string {
  if (hasLocalePrefix(pathname)) return pathname;
  return pathname === '/' ? `/${defaultLocale}` : `/${defaultLocale}${pathname}`;
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function randomNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
}

/**
 * A prerendered page is allowed exactly its own inline scripts, by hash. Any other page is
 * rendered on request, so Next.js puts the request's nonce on its scripts; the layout's scripts,
 * which carry no nonce, are allowed by the hashes every page shares.
 */
export function pagePolicy(
  internalPath: string,
  manifest: ScriptHashManifest,
  { development = false, createNonce = randomNonce } = {},
): { policy: string; nonce?: string } {
  const options = { development };
  const key = decoded(internalPath);
  const hashes = Object.hasOwn(manifest.pages, key) ? manifest.pages[key] : undefined;
  if (hashes) return { policy: pageContentSecurityPolicy({ hashes }, options) };
  const nonce = createNonce();
  return { policy: pageContentSecurityPolicy({ hashes: manifest.shared, nonce }, options), nonce };
}
