import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';

type Handler = (request: Request) => Promise<Response>;

/** Below this size gzip costs the server more than it saves on the wire. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Next.js gzips every answer whose length it cannot see, and it drops the Content-Length a route
 * sets, so a JSON answer of a few hundred bytes would get its own gzip stream. Such answers say
 * `no-transform` instead, which the compressor respects.
 */
async function skipCompressionWhenSmall(response: Response): Promise<Response> {
  if (!response.body || !response.headers.get('content-type')?.includes('json')) return response;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  if (body.byteLength < COMPRESSION_THRESHOLD_BYTES) {
    const cacheControl = headers.get('cache-control');
    headers.set('cache-control', cacheControl ? `${cacheControl}, no-transform` : 'no-transform');
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Wraps a route handler: an `HttpError` becomes its response; anything unexpected is logged
 * and answered with a localized 503 (try again later) instead of a bare 500.
 */
export function apiHandler(handler: Handler): Handler {
  return async (request) => skipCompressionWhenSmall(await answer(handler, request));
}

async function answer(handler: Handler, request: Request): Promise<Response> {
  try {
    return await handler(request);
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse();
    console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
    return new HttpError(
      503,
      apiErrorMessage(requestLocale(request), 'unavailable'),
      {},
      { 'Retry-After': '30' },
    ).toResponse();
  }
}
