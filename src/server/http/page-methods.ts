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

// Next.js reads a POSTed body as a Server Action and answers a malformed one with a 500.
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
  const parses =
    type.startsWith('multipart/form-data') &&
    (await request
      .clone()
      .formData()
      .catch(() => null)) !== null;
  if (parses) return undefined;
  return refusal(400, 'Bad Request\n', allowed);
}
