import type { ApiErrorBody } from './api-error-body';

// Kept apart from the query cache, so forms that only send pay nothing for it.

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
  }

  private get parsedBody(): Partial<ApiErrorBody> {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object') return parsed as Partial<ApiErrorBody>;
    } catch {
      // Not JSON: the server sent no message of its own.
    }
    return {};
  }

  get serverMessage(): string | undefined {
    const { message } = this.parsedBody;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }

  get fieldErrors(): Record<string, string> {
    const { errors } = this.parsedBody;
    return errors && typeof errors === 'object' ? errors : {};
  }
}

export async function throwIfResNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, `${response.status}: ${text}`);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// JSON, or multipart when the body is FormData (the browser sets that type with its boundary).
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const json = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    method,
    headers: json ? { 'Content-Type': 'application/json' } : {},
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}
