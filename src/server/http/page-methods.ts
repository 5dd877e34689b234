import { resourceContentSecurityPolicy } from './security-headers';

const PAGE_METHODS = ['GET', 'HEAD'];
const FORM_PAGE_METHODS = [...PAGE_METHODS, 'POST'];

function refusal(status: 400 | 405, text: string, allowed: string[]): Response {
  return new Response(text, {
    status,
    headers: {
      Allow: allowed.join(', '),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': resourceContentSecurityPolicy,
    },
  });
}

/**
 * Pages answer GET and HEAD; anything else gets a 405 before Next.js sees the request, since it
 * would read a POSTed body as a Server Action and answer a malformed one with a 500. A page whose
 * button posts to a Server Action (`formPage`) also takes POST, but only a multipart form that
 * parses: any other body is a 400.
 */
export async function refusePageRequest(
  request: Request,
  { formPage = false } = {},
): Promise<Response | undefined> {
  const allowed = formPage ? FORM_PAGE_METHODS : PAGE_METHODS;
  if (!allowed.includes(request.method)) {
    return refusal(405, 'Method Not Allowed\n', allowed);
  }
  if (request.method !== 'POST') return undefined;
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (type.startsWith('multipart/form-data')) {
    try {
      await request.clone().formData();
      return undefined;
    } catch {
      // Falls through to the refusal below.
    }
  }
  return refusal(400, 'Bad Request\n', allowed);
}
