import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';

// Clients sending neither Origin nor Sec-Fetch-Site are not browsers and carry no visitor cookies.
export function assertSameOrigin(request: Request, siteUrl: string): void {
  const fetchSite = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  const host = request.headers.get('host');
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  const crossSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
  if (crossSite || (origin !== null && !allowed.has(origin))) {
    throw new HttpError(403, apiErrorMessage(requestLocale(request), 'crossOrigin'));
  }
}
