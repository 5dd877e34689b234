import type http from 'node:http';
import type { RequestHook } from './request-hook';

// Stamped by the pipeline's first step from the socket, overwriting anything a client sent.
export const PEER_ADDRESS_HEADER = 'x-marlowe-peer-address';

export const tagPeerAddress: RequestHook = (_server, request) => {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
  return false;
};

export interface HeaderSource {
  get(name: string): string | null;
}

export function headerSource(request: http.IncomingMessage): HeaderSource {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
}

// Behind a trusted proxy, the last `X-Forwarded-For` entry: the one the proxy itself appended.
export function clientAddress(request: { headers: HeaderSource }, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return request.headers.get(PEER_ADDRESS_HEADER) ?? 'unknown';
}
