import { defaultLocale, hasLocalePrefix } from '@/i18n/routing';
import type { InlineHashManifest } from './inline-hashes';
import { pageContentSecurityPolicy } from './security-headers';

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

// A page rendered to keep gets no nonce: its own inline scripts are hashed once kept.
export function pagePolicy(
  internalPath: string,
  manifest: InlineHashManifest,
  { development = false, createNonce = randomNonce, withoutNonce = false } = {},
): { policy: string; nonce?: string } {
  const options = { development };
  const key = decoded(internalPath);
  const hashes = Object.hasOwn(manifest.pages, key) ? manifest.pages[key] : undefined;
  if (hashes) return { policy: pageContentSecurityPolicy(hashes, options) };
  if (withoutNonce) return { policy: pageContentSecurityPolicy(manifest.shared, options) };
  const nonce = createNonce();
  return { policy: pageContentSecurityPolicy({ ...manifest.shared, nonce }, options), nonce };
}
