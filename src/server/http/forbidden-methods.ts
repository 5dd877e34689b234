import { hookServerEvents } from './server-events';

// Fetch forbids TRACE, so Next.js answers it with a 500; Node refuses TRACK, CONNECT never arrives.
const FORBIDDEN_METHOD = 'TRACE';

let installed = false;

export function refuseForbiddenMethods(): void {
  if (installed) return;
  installed = true;
  hookServerEvents({
    request(_server, request, response) {
      if (request.method !== FORBIDDEN_METHOD) return false;
      response.writeHead(405, {
        Allow: 'GET, HEAD, POST',
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      });
      response.end('Method Not Allowed\n');
      return true;
    },
  });
}
