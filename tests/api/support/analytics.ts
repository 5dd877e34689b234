import { PAGE_VIEW_PATH } from '@/features/analytics/beacon';
import { pageViewFromBeacon } from '@/features/analytics/server/page-view';
import type { AnalyticsRecorder } from '@/features/analytics/server/recorder';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import { SITE } from './requests';

export const HOST = new URL(SITE).host;

export const agents = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const;

export interface Visitor {
  address: string;
  userAgent: string;
}

/** The headers a browser sends with the page's beacon, or with a request the page makes. */
export function browserHeaders(
  visitor: Visitor,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    host: HOST,
    'user-agent': visitor.userAgent,
    [PEER_ADDRESS_HEADER]: visitor.address,
    ...extra,
  };
}

export function beaconBody(page: string, referrer = ''): string {
  return JSON.stringify({ u: `${SITE}${page}`, r: referrer });
}

/** What the endpoint does with a beacon, without the HTTP server around it. */
export function sendBeacon(
  recorder: AnalyticsRecorder,
  visitor: Visitor,
  page: string,
  {
    referrer = '',
    at = new Date(),
    headers = {},
  }: {
    referrer?: string;
    at?: Date;
    headers?: Record<string, string>;
  } = {},
) {
  const outcome = pageViewFromBeacon(
    new Headers(browserHeaders(visitor, headers)),
    beaconBody(page, referrer),
    { trustProxy: false, now: at },
  );
  if (outcome.counted) recorder.addView(outcome.view);
  return outcome;
}

export const pageViewUrl = (base: string) => `${base}${PAGE_VIEW_PATH}`;
