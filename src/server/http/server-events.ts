import http from 'node:http';

// The HTTP server's events are the one place to see each request, with its socket, before Next.js.
interface ServerEventHooks {
  connection?(server: http.Server): void;
  /** True when the hook has answered and Next.js must not see the request. */
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
