import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';

type Handler = (request: Request) => Promise<Response>;

const COMPRESSION_THRESHOLD_BYTES = 1024;

// Next.js gzips answers without Content-Length; below this size gzip costs more than it saves.
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
