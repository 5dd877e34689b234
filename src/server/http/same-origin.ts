import type { HeaderSource } from './client-address';
import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';

// Sending neither Origin nor Sec-Fetch-Site, a client is no browser and has no visitor's cookies.
export function isSameOrigin(headers: HeaderSource, allowedOrigins: readonly string[]): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = headers.get('origin');
  if (origin === null || allowedOrigins.includes(origin)) return true;
  const host = headers.get('host');
  return host !== null && (origin === `http://${host}` || origin === `https://${host}`);
}

export function assertSameOrigin(request: Request, siteUrl: string): void {
  if (!isSameOrigin(request.headers, [new URL(siteUrl).origin, new URL(request.url).origin])) {
    throw new HttpError(403, apiErrorMessage(requestLocale(request), 'crossOrigin'));
  }
}
