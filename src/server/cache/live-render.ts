import { randomBytes } from 'node:crypto';

/**
 * The server's own requests to render a page it will keep (`live-pages.ts`) carry this header
 * with a secret made at start. The proxy then gives the page no nonce: its inline scripts are
 * allowed by their hashes once kept, as a prerendered page's are. The secret sits on globalThis,
 * which the proxy's bundle shares with the server's hooks.
 */
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
