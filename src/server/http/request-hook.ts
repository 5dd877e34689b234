import type http from 'node:http';

/** A step before Next.js: true when it has answered, and nothing after it may see the request. */
export type RequestHook = (
  server: http.Server,
  request: http.IncomingMessage,
  response: http.ServerResponse,
) => boolean;
