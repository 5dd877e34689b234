import type http from 'node:http';
import type { HttpError } from './errors';
import { securityHeaders } from './security-headers';

// Refusals the pipeline sends before Next.js, with the headers next.config.ts gives every answer.
function refuse(
  response: http.ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string>,
) {
  response.writeHead(status, [
    ...securityHeaders().flatMap(({ key, value }) => [key, value]),
    'Content-Type',
    contentType,
    'Cache-Control',
    'no-store',
    ...Object.entries(headers).flat(),
  ]);
  response.end(body);
}

export function refuseEarly(
  response: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  refuse(response, status, 'text/plain; charset=utf-8', message, headers);
}

export function sendHttpError(response: http.ServerResponse, error: HttpError): void {
  const body = JSON.stringify({ message: error.message, ...error.details });
  refuse(response, error.status, 'application/json; charset=utf-8', body, error.headers);
}
