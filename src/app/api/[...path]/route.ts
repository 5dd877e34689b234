import { HttpError } from '@/server/http/errors';
import { apiErrorMessage, requestLocale } from '@/server/http/locale';

// A JSON 404 for any method: else the page renderer reads a POST as a Server Action and fails.
function notFound(request: Request): Response {
  return new HttpError(404, apiErrorMessage(requestLocale(request), 'notFound')).toResponse();
}

export {
  notFound as DELETE,
  notFound as GET,
  notFound as HEAD,
  notFound as OPTIONS,
  notFound as PATCH,
  notFound as POST,
  notFound as PUT,
};
