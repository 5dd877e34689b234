import { hookServerEvents } from './server-events';

/**
 * TRACE is a method the Fetch standard forbids in a Request. Next.js turns every request into one,
 * fails on it before any route or the proxy runs, and answers 500; the server answers 405 instead.
 * (Node's HTTP parser refuses TRACK itself, and CONNECT never reaches the request handler.)
 */
const FORBIDDEN_METHOD = 'TRACE';

let installed = false;

/** Installed once at server start (instrumentation), before requests are served. */
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
