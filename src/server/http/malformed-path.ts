import { resourceContentSecurityPolicy } from './security-headers';

/**
 * A path whose percent-encoding does not decode (`/about/%ff`) is a bad request. Next.js fails on
 * it while matching a route with parameters and answers 500, so it is refused before that.
 */
export function refuseMalformedPath(pathname: string): Response | undefined {
  try {
    decodeURIComponent(pathname);
    return undefined;
  } catch {
    return new Response('Bad Request\n', {
      status: 400,
      headers: {
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Security-Policy': resourceContentSecurityPolicy,
      },
    });
  }
}
