import { resourceContentSecurityPolicy } from './security-headers';

// Next.js fails on a percent-encoding that does not decode (`/about/%ff`) with a 500.
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
