import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { ApiErrorBody } from '@/server/http/errors';

/**
 * The site's one way to talk to its API. Every call sends credentials, JSON goes out with a JSON
 * content type, and any failed response becomes an Error whose message is "status: text".
 */

export const QUERY_CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

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

  /** The `message` field of a JSON error body, when the server sent one. */
  get serverMessage(): string | undefined {
    const { message } = this.parsedBody;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }

  /** The server's message for each invalid field (`errors` of a 400), if any. */
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

/** Sends a write (or any call) and returns the response once it is known to be successful. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(response);
  return response;
}

export type UnauthorizedBehavior = 'throw' | 'returnNull';

/**
 * Reads GET the query key joined as a path and parses JSON. A 401 fails by default; with
 * `returnNull` it resolves to null instead.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfResNotOk(response);
    return (await response.json()) as T;
  };
}

/** Exponential backoff for callers that opt into retries: 1 s, doubled per attempt, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        gcTime: QUERY_CACHE_LIFETIME_MS,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryDelay,
      },
      mutations: {
        retry: false,
        retryDelay,
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** One client per browser tab, created when an interactive feature first needs it. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserQueryClient ??= createQueryClient();
  return browserQueryClient;
}
