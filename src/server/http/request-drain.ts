import type http from 'node:http';
import { withTimeLimit } from '@/server/time-limit';
import { apiErrorMessage, requestLocale } from './locale';
import { hookServerEvents } from './server-events';

/**
 * Lets a stopping server finish what it started. Every request is counted while it runs; on
 * shutdown the server stops accepting connections, lets the requests in flight finish (closing
 * each connection after its response), and refuses with a 503 anything that still arrives once
 * it has drained.
 */
interface DrainState {
  installed: boolean;
  servers: Set<http.Server>;
  inFlight: Set<http.ServerResponse>;
  phase: 'serving' | 'draining' | 'drained';
  onIdle?: () => void;
}

const registry = globalThis as typeof globalThis & { __marloweRequestDrain?: DrainState };
const state = (registry.__marloweRequestDrain ??= {
  installed: false,
  servers: new Set(),
  inFlight: new Set(),
  phase: 'serving',
});

function stopListening(server: http.Server): void {
  // Also closes its idle keep-alive connections; busy ones close after their response.
  if (server.listening) server.close(() => undefined);
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse): void {
  const locale = requestLocale(
    new Request('http://localhost/', {
      headers: { 'accept-language': request.headers['accept-language'] ?? '' },
    }),
  );
  response.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
    Connection: 'close',
  });
  response.end(JSON.stringify({ message: apiErrorMessage(locale, 'unavailable') }));
}

/** Installed once at server start (instrumentation), before requests are served. */
export function installRequestTracking(): void {
  if (state.installed) return;
  state.installed = true;
  hookServerEvents({
    connection: watchServer,
    request(server, request, response) {
      watchServer(server);
      if (state.phase === 'drained') {
        refuse(request, response);
        return true;
      }
      if (state.phase === 'draining') response.setHeader('Connection', 'close');
      state.inFlight.add(response);
      response.once('close', () => {
        state.inFlight.delete(response);
        if (state.inFlight.size === 0) state.onIdle?.();
      });
    },
  });
}

/** A server seen while stopping (it had no requests before) stops listening at once. */
function watchServer(server: http.Server): void {
  state.servers.add(server);
  if (state.phase !== 'serving') stopListening(server);
}

/**
 * Stops taking new connections and waits, at most `timeoutMs`, for the requests in flight to
 * finish. Says how many were still running when the time ran out (0 when all finished).
 */
export async function drainRequests(timeoutMs: number): Promise<number> {
  state.phase = 'draining';
  for (const server of state.servers) stopListening(server);
  for (const response of state.inFlight) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  }
  if (state.inFlight.size > 0) {
    await withTimeLimit(new Promise<void>((resolve) => (state.onIdle = resolve)), timeoutMs);
  }
  state.phase = 'drained';
  return state.inFlight.size;
}
