import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, throwIfResNotOk } from './api-client';
import { createQueryClient, getQueryFn, QUERY_CACHE_LIFETIME_MS, retryDelay } from './query-client';

function mockFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('throwIfResNotOk', () => {
  it('passes successful responses through', async () => {
    await expect(throwIfResNotOk(new Response('ok', { status: 200 }))).resolves.toBeUndefined();
  });

  it('uses "status: body" as the message', async () => {
    const error = await throwIfResNotOk(new Response('Slot taken', { status: 409 })).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: Slot taken');
    expect(error.status).toBe(409);
  });

  it('falls back to the status text when the body is empty', async () => {
    const error = await throwIfResNotOk(
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
    ).catch((e) => e);
    expect(error.message).toBe('503: Service Unavailable');
  });

  it('exposes the message field of a JSON error body', async () => {
    const body = JSON.stringify({ message: 'That time was just booked.' });
    const error = await throwIfResNotOk(new Response(body, { status: 409 })).catch((e) => e);
    expect(error.serverMessage).toBe('That time was just booked.');
    const plain = await throwIfResNotOk(new Response('oops', { status: 500 })).catch((e) => e);
    expect(plain.serverMessage).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('sends JSON with credentials and a JSON content type', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/thing', { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/thing', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
      credentials: 'include',
    });
  });

  it('sends no body or content type when there is nothing to send', async () => {
    const fetchMock = mockFetch(new Response('{}', { status: 200 }));
    await apiRequest('POST', '/api/regenerate');
    expect(fetchMock).toHaveBeenCalledWith('/api/regenerate', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('rejects failed responses', async () => {
    mockFetch(new Response('nope', { status: 400 }));
    await expect(apiRequest('POST', '/api/thing', {})).rejects.toThrow('400: nope');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it('reads the joined query key as JSON with credentials', async () => {
    const fetchMock = mockFetch(Response.json({ slots: ['a'] }));
    const data = await getQueryFn({ on401: 'throw' })(context(['/api', 'available-slots']));
    expect(data).toEqual({ slots: ['a'] });
    expect(fetchMock).toHaveBeenCalledWith('/api/available-slots', { credentials: 'include' });
  });

  it('fails on 401 by default', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/me']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('returns null on 401 when asked to', async () => {
    mockFetch(new Response('Unauthorized', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/me']))).resolves.toBeNull();
  });
});

describe('query client defaults', () => {
  it('never goes stale, never refetches on its own, keeps data five minutes, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.gcTime).toBe(QUERY_CACHE_LIFETIME_MS);
    expect(QUERY_CACHE_LIFETIME_MS).toBe(300_000);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('does not refetch a cached query when the window regains focus', async () => {
    const fetchMock = mockFetch(Response.json({ n: 1 }));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/x'] });
    await client.fetchQuery({ queryKey: ['/api/x'] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
