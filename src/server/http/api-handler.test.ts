import { describe, expect, it, vi } from 'vitest';
import { apiHandler } from './api-handler';
import { HttpError } from './errors';
import { REQUEST_ID_HEADER } from './request-log';
import { logger } from '@/server/logging/logger';

const request = new Request('http://localhost:3000/api/x');

describe('API handler', () => {
  it('keeps a small JSON answer from being gzipped, and leaves it as it was', async () => {
    const handler = apiHandler(async () =>
      Response.json({ ok: true }, { status: 201, headers: { 'Cache-Control': 'no-store' } }),
    );
    const response = await handler(request);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('lets a large JSON answer and any other answer be compressed', async () => {
    const entries = Array.from({ length: 100 }, (_, index) => `Slot number ${index}`);
    const large = await apiHandler(async () =>
      Response.json({ entries }, { headers: { 'Cache-Control': 'no-store' } }),
    )(request);
    expect(large.headers.get('cache-control')).toBe('no-store');
    expect(await large.json()).toEqual({ entries });
    const text = await apiHandler(async () => new Response('BEGIN:VCALENDAR'))(request);
    expect(text.headers.get('cache-control')).toBeNull();
  });

  it('answers an HttpError with its status and body, and anything else with a 503', async () => {
    const refused = await apiHandler(async () => {
      throw new HttpError(409, 'Taken', {}, { 'Retry-After': '1' });
    })(request);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(await refused.json()).toEqual({ message: 'Taken' });

    const logged = vi.spyOn(logger(), 'error').mockImplementation(() => undefined);
    const failed = await apiHandler(async () => {
      throw new Error('boom');
    })(
      new Request('http://localhost:3000/api/x', {
        headers: { [REQUEST_ID_HEADER]: 'a1b2c3d4e5f6' },
      }),
    );
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    // The visitor's message quotes the reference the log line carries.
    expect(await failed.json()).toEqual({
      message:
        'Something went wrong on our side. Please try again in a moment or contact us directly, quoting reference a1b2c3d4e5f6.',
      requestId: 'a1b2c3d4e5f6',
    });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ reqId: 'a1b2c3d4e5f6', err: expect.any(Error) }),
      'GET /api/x failed',
    );
  });
});
