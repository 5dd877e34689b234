import { HttpError } from '@/server/http/errors';
import { apiErrorMessage, requestLocale } from '@/server/http/locale';

// An API address that does not exist answers a JSON 404 whatever the method. Without this
// route, such a request would reach the page renderer, which reads a POSTed form as a
// Server Action and fails on a malformed body.
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
