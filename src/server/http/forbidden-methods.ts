import type { RequestHook } from './request-hook';

// Fetch forbids TRACE, so Next.js answers it with a 500; Node refuses TRACK, CONNECT never arrives.
const FORBIDDEN_METHOD = 'TRACE';

export const refuseForbiddenMethod: RequestHook = (_server, request, response) => {
  if (request.method !== FORBIDDEN_METHOD) return false;
  response.writeHead(405, {
    Allow: 'GET, HEAD, POST',
    'Cache-Control': 'no-store',
    'Content-Type': 'text/plain; charset=utf-8',
  });
  response.end('Method Not Allowed\n');
  return true;
};
