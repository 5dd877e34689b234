import { hookServerEvents } from './server-events';

// Route handlers cannot see the TCP peer, so the server stamps it, overwriting any client's value.
export const PEER_ADDRESS_HEADER = 'x-marlowe-peer-address';

const registry = globalThis as typeof globalThis & { __marlowePeerTagging?: boolean };

export function installPeerAddressTagging(): void {
  if (registry.__marlowePeerTagging) return;
  registry.__marlowePeerTagging = true;
  hookServerEvents({
    request(_server, request) {
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    },
  });
}

export interface HeaderSource {
  get(name: string): string | null;
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
