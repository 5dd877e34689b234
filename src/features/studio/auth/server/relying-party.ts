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

// The site's own origin; on a localhost SITE_URL also any port of localhost, where the tests and
// development serve the same build, and which no other machine can be.
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

// What the verifier checks the browser's report against: the reported origin when it is one of
// ours, the site's otherwise (and then the check fails).
export function expectedOrigin(clientDataJSON: string, party: RelyingParty): string {
  const origin = reportedOrigin(clientDataJSON);
  return isExpectedOrigin(origin, party) ? origin : party.origin;
}
