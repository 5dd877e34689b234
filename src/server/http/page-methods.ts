import { resourceContentSecurityPolicy } from './security-headers';

const PAGE_METHODS = ['GET', 'HEAD'];

// Next.js would read a POST to a page as a Server Action and answer a malformed one with a 500.
export function refusePageRequest(request: Request): Response | undefined {
  if (PAGE_METHODS.includes(request.method)) return undefined;
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
