import type http from 'node:http';
import { withTimeLimit } from '@/server/time-limit';
import { apiErrorMessage, requestLocale } from './locale';
import { hookServerEvents } from './server-events';

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

function watchServer(server: http.Server): void {
  state.servers.add(server);
  if (state.phase !== 'serving') stopListening(server);
}

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
