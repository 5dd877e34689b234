import { randomBytes } from 'node:crypto';

// Marks the server's own renders of pages it keeps: the proxy skips the nonce, hashes allow them.
export const LIVE_RENDER_HEADER = 'x-marlowe-live-render';

const registry = globalThis as typeof globalThis & { __marloweLiveRenderToken?: string };

export function liveRenderToken(): string {
  registry.__marloweLiveRenderToken ??= randomBytes(18).toString('base64url');
  return registry.__marloweLiveRenderToken;
}

export function isLiveRender(value: string | null | undefined): boolean {
  const token = registry.__marloweLiveRenderToken;
  return Boolean(token && value === token);
}
