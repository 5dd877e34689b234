import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { throwIfResNotOk } from './api-client';

/** The query cache of the site's interactive features, reading through the API client (api-client.ts). */

export const QUERY_CACHE_LIFETIME_MS = 5 * 60 * 1000;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;

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
