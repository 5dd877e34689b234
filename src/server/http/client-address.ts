import { hookServerEvents } from './server-events';

/**
 * Next.js route handlers do not see the TCP peer, and Next fills `X-Forwarded-For` only when the
 * client did not send one, so that header alone can be forged. The server therefore stamps each
 * request with the socket's address in a header of its own, overwriting anything a client sent.
 */
export const PEER_ADDRESS_HEADER = 'x-marlowe-peer-address';

const registry = globalThis as typeof globalThis & { __marlowePeerTagging?: boolean };

/** Installed once at server start (instrumentation), before requests are served. */
export function installPeerAddressTagging(): void {
  if (registry.__marlowePeerTagging) return;
  registry.__marlowePeerTagging = true;
  hookServerEvents({
    request(_server, request) {
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? 'unknown';
    },
  });
}

/**
 * The client's address for rate limiting. Behind a trusted reverse proxy (TRUST_PROXY) it is the
 * last `X-Forwarded-For` entry, the one the proxy itself appended; otherwise the TCP peer.
 */
export function clientAddress(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return request.headers.get(PEER_ADDRESS_HEADER) ?? 'unknown';
}
