import 'server-only';
import Bowser from 'bowser';
import { isbot } from 'isbot';
import { studioDay } from '../studio-day';
import { clientAddress, type HeaderSource } from '@/server/http/client-address';

export type Exclusion = 'gpc' | 'prefetch' | 'bot';

function isPrefetch(headers: HeaderSource): boolean {
  const purpose = headers.get('sec-purpose') ?? headers.get('purpose') ?? headers.get('x-moz');
  return Boolean(purpose?.includes('prefetch')) || headers.get('next-router-prefetch') !== null;
}

export function exclusion(headers: HeaderSource): Exclusion | undefined {
  if (headers.get('sec-gpc')?.trim() === '1') return 'gpc';
  if (isPrefetch(headers)) return 'prefetch';
  const userAgent = headers.get('user-agent');
  if (!userAgent || browserOf(userAgent) === 'bot') return 'bot';
  return undefined;
}

export interface Browser {
  device: string;
  browser: string;
  os: string;
}

// Parsing a user agent takes 40-60 µs and visitors' agents repeat: each is parsed once.
const MAX_REMEMBERED_AGENTS = 2_000;
const browsers = new Map<string, Browser | 'bot'>();

export function browserOf(userAgent: string): Browser | 'bot' {
  const known = browsers.get(userAgent);
  if (known) return known;
  if (browsers.size >= MAX_REMEMBERED_AGENTS) browsers.clear();
  const parser = Bowser.getParser(userAgent, true);
  const device = parser.getPlatformType(true) || 'unknown';
  const parsed: Browser | 'bot' =
    isbot(userAgent) || device === 'bot'
      ? 'bot'
      : {
          device,
          browser: parser.getBrowserName() || 'unknown',
          os: parser.getOSName() || 'unknown',
        };
  browsers.set(userAgent, parsed);
  return parsed;
}

/** Where a view or goal came from; held in memory only until the batch holding it is written. */
export interface Sighting {
  at: Date;
  day: string;
  address: string;
  userAgent: string;
}

export function sighting(headers: HeaderSource, trustProxy: boolean, at: Date): Sighting {
  return {
    at,
    day: studioDay(at),
    address: clientAddress({ headers }, trustProxy),
    userAgent: headers.get('user-agent') ?? '',
  };
}

// Set by the reverse proxy (for example nginx's geoip2 module); anyone else could send it.
export const COUNTRY_HEADER = 'x-country-code';

export function countryOf(headers: HeaderSource, trustProxy: boolean): string | null {
  if (!trustProxy) return null;
  const code = headers.get(COUNTRY_HEADER)?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : null;
}

// Same-origin only: another site's address says nothing about where on this one it happened.
export function sameSiteUrl(value: string | null | undefined, host: string | null): URL | null {
  if (!value || !host) return null;
  try {
    const url = new URL(value);
    return url.host === host ? url : null;
  } catch {
    return null;
  }
}
