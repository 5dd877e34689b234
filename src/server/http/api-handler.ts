import { HttpError } from './errors';
import { apiErrorMessage, requestLocale } from './locale';

type Handler = (request: Request) => Promise<Response>;

/**
 * Wraps a route handler: an `HttpError` becomes its response; anything unexpected is logged
 * and answered with a localized 503 (try again later) instead of a bare 500.
 */
export function apiHandler(handler: Handler): Handler {
  return async (request) => {
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
  };
}
