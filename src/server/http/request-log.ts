import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { logger } from '@/server/logging/logger';
import type { RequestHook } from './request-hook';

// Route handlers read the id here; whatever a client sent under this name is overwritten.
export const REQUEST_ID_HEADER = 'x-marlowe-request-id';

/** Short enough to read out on the phone, unique enough to find one request in a day's logs. */
export function newRequestId(): string {
  return randomBytes(6).toString('hex');
}

export function tagRequestId(request: http.IncomingMessage, response: http.ServerResponse): string {
  const id = newRequestId();
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader('X-Request-Id', id);
  return id;
}

/** A 503 (starting, stopping, busy: it says when to come back) is a warning, other 5xx errors. */
export const logRequest: RequestHook = (_server, request, response) => {
  const started = process.hrtime.bigint();
  response.once('close', () => {
    const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const status = response.writableFinished ? response.statusCode : undefined;
    const line = {
      reqId: request.headers[REQUEST_ID_HEADER],
      method: request.method,
      url: request.url,
      status: status ?? 'aborted',
      ms,
    };
    const text = `${request.method} ${request.url} ${status ?? 'aborted'} ${ms} ms`;
    const level =
      status === 503 ? 'warn' : status !== undefined && status >= 500 ? 'error' : 'info';
    logger()[level](line, text);
  });
  return false;
};
