import { resourceContentSecurityPolicy } from './security-headers';

const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * Pages only answer GET and HEAD. Anything else gets a 405 before Next.js sees the request:
 * it would read a POSTed form as a Server Action (the site has none) and fail on a malformed
 * body with a 500.
 */
export function refusePageMethod(method: string): Response | undefined {
  if (PAGE_METHODS.includes(method)) return undefined;
  return new Response('Method Not Allowed\n', {
    status: 405,
    headers: {
      Allow: PAGE_METHODS.join(', '),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': resourceContentSecurityPolicy,
    },
  });
}
