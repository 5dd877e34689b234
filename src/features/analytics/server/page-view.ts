import 'server-only';
import type { BeaconBody } from '../beacon';
import type { PageView } from './recorder';
import { browserOf, countryOf, exclusion, sameSiteUrl, sighting } from './request-traits';
import { defaultLocale, hasLocalePrefix } from '@/i18n/routing';
import type { HeaderSource } from '@/server/http/client-address';
import { isPagePath } from '@/server/http/page-addresses';

export type PageViewOutcome =
  | { counted: true; view: PageView }
  | { counted: false; reason: 'gpc' | 'prefetch' | 'bot' | 'not-a-page' | 'malformed' };

const MAX_FIELD_LENGTH = 200;

function field(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().slice(0, MAX_FIELD_LENGTH);
  return value || null;
}

function parseBody(text: string): BeaconBody | undefined {
  try {
    const body = JSON.parse(text) as Partial<BeaconBody> | null;
    if (typeof body?.u !== 'string') return undefined;
    return { u: body.u, r: typeof body.r === 'string' ? body.r : '' };
  } catch {
    return undefined;
  }
}

function referrerHost(referrer: string, ownHost: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.host === ownHost || !url.hostname) return null;
    return url.hostname.replace(/^www\./, '').slice(0, MAX_FIELD_LENGTH);
  } catch {
    return null;
  }
}

export function pageViewFromBeacon(
  headers: HeaderSource,
  text: string,
  { trustProxy, now }: { trustProxy: boolean; now: Date },
): PageViewOutcome {
  const excluded = exclusion(headers);
  if (excluded) return { counted: false, reason: excluded };
  const body = parseBody(text);
  const host = headers.get('host');
  const page = sameSiteUrl(body?.u, host);
  if (!body || !page || !host) return { counted: false, reason: 'malformed' };
  if (!isPagePath(page.pathname)) return { counted: false, reason: 'not-a-page' };
  const browser = browserOf(headers.get('user-agent') ?? '');
  if (browser === 'bot') return { counted: false, reason: 'bot' };
  const params = page.searchParams;
  return {
    counted: true,
    view: {
      ...sighting(headers, trustProxy, now),
      ...browser,
      path: page.pathname,
      locale: hasLocalePrefix(page.pathname) ? page.pathname.split('/')[1]! : defaultLocale,
      referrerHost: referrerHost(body.r, host),
      utmSource: field(params, 'utm_source'),
      utmMedium: field(params, 'utm_medium'),
      utmCampaign: field(params, 'utm_campaign'),
      country: countryOf(headers, trustProxy),
    },
  };
}
