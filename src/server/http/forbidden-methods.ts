import type { RequestHook } from './request-hook';

// Fetch forbids TRACE in a Request, so Next.js fails on it before any route runs and answers 500.
// (Node's parser refuses TRACK itself, and CONNECT never reaches the request handler.)
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
