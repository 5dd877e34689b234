import 'server-only';
import { createHash } from 'node:crypto';
import { site } from '@/config/site';
import type { Locale } from '@/i18n/routing';

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
  userId: Uint8Array<ArrayBuffer>;
}

export interface CeremonyContext {
  party: RelyingParty;
  locale: Locale;
  now: Date;
}

export function relyingParty(siteUrl: string): RelyingParty {
  const { hostname, origin } = new URL(siteUrl);
  // One owner: the same user handle on every passkey, so a device keeps one desk passkey.
  const userId = createHash('sha256').update(`studio-desk:${hostname}`).digest().subarray(0, 16);
  return { id: hostname, name: site.name, origin, userId: new Uint8Array(userId) };
}

// On a localhost SITE_URL any localhost port too, where tests and development serve the build.
export function isExpectedOrigin(origin: string, party: RelyingParty): boolean {
  if (origin === party.origin) return true;
  if (party.id !== 'localhost' || !URL.canParse(origin)) return false;
  const { hostname, protocol } = new URL(origin);
  return hostname === 'localhost' && (protocol === 'http:' || protocol === 'https:');
}

function reportedOrigin(clientDataJSON: string): string {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const origin = (data as { origin?: unknown }).origin;
    return typeof origin === 'string' ? origin : '';
  } catch {
    return '';
  }
}

// The reported origin when it is ours, else the site's, and then the verifier's check fails.
export function expectedOrigin(clientDataJSON: string, party: RelyingParty): string {
  const origin = reportedOrigin(clientDataJSON);
  return isExpectedOrigin(origin, party) ? origin : party.origin;
}
