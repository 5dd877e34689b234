import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * TRACE is a method the Fetch standard forbids in a Request. Next.js turns every request into one,
 * fails on it before any route or the proxy runs, and answers 500; the server answers 405 instead.
 * (Node's HTTP parser refuses TRACK itself, and CONNECT never reaches the request handler.)
 */
const FORBIDDEN_METHOD = 'TRACE';

/** Makes every server of this class answer TRACE itself, before its request handler. */
export function refuseForbiddenMethods(serverClass: typeof Server) {
  const emit = serverClass.prototype.emit;
  serverClass.prototype.emit = function (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    const [request, response] = args as [IncomingMessage, ServerResponse];
    if (event !== 'request' || request.method !== FORBIDDEN_METHOD) {
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    }
    response.writeHead(405, {
      Allow: 'GET, HEAD, POST',
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    response.end('Method Not Allowed\n');
    return true;
  };
}
