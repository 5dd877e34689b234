import type http from 'node:http';
import { withTimeLimit } from '@/server/time-limit';
import { sendHttpError } from './early-refusal';
import { HttpError } from './errors';
import { apiErrorMessage, incomingLocale } from './locale';
import type { RequestHook } from './request-hook';

interface DrainState {
  servers: Set<http.Server>;
  inFlight: Set<http.ServerResponse>;
  received: number;
  phase: 'serving' | 'draining' | 'drained';
  onIdle?: () => void;
}

const registry = globalThis as typeof globalThis & { __marloweRequestDrain?: DrainState };
const state = (registry.__marloweRequestDrain ??= {
  servers: new Set(),
  inFlight: new Set(),
  received: 0,
  phase: 'serving',
});

function stopListening(server: http.Server): void {
  // Also closes its idle keep-alive connections; busy ones close after their response.
  if (server.listening) server.close(() => undefined);
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse): void {
  const message = apiErrorMessage(incomingLocale(request), 'unavailable');
  sendHttpError(
    response,
    new HttpError(503, message, {}, { 'Retry-After': '5', Connection: 'close' }),
  );
}

export const trackRequest: RequestHook = (_server, request, response) => {
  if (state.phase === 'drained') {
    refuse(request, response);
    return true;
  }
  if (state.phase === 'draining') response.setHeader('Connection', 'close');
  state.received += 1;
  state.inFlight.add(response);
  response.once('close', () => {
    state.inFlight.delete(response);
    if (state.inFlight.size === 0) state.onIdle?.();
  });
  return false;
};

export function requestsReceived(): number {
  return state.received;
}

export function trackServer(server: http.Server): void {
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
