import http from 'node:http';

/**
 * Next.js gives route code no handle on its HTTP server, so the server's own events are the one
 * place to see each request (with its socket) before Next.js does. Hooks run in the order they
 * were added, for every HTTP server of the process.
 */
export interface ServerEventHooks {
  /** A connection was accepted. */
  connection?(server: http.Server): void;
  /** A request arrived. Returning true means the hook has answered it and Next.js never sees it. */
  request?(
    server: http.Server,
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): boolean | void;
}

const registry = globalThis as typeof globalThis & { __marloweServerHooks?: ServerEventHooks[] };

export function hookServerEvents(hooks: ServerEventHooks): void {
  if (!registry.__marloweServerHooks) {
    registry.__marloweServerHooks = [];
    const emit = http.Server.prototype.emit;
    http.Server.prototype.emit = function runHooks(
      this: http.Server,
      event: string | symbol,
      ...args: unknown[]
    ) {
      for (const hook of registry.__marloweServerHooks!) {
        if (event === 'connection') hook.connection?.(this);
        if (
          event === 'request' &&
          hook.request?.(this, args[0] as http.IncomingMessage, args[1] as http.ServerResponse)
        ) {
          return true;
        }
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    } as typeof emit;
  }
  registry.__marloweServerHooks.push(hooks);
}
