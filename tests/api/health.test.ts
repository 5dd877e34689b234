import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import type { DatabaseHandle } from '@/server/db/client';
import { useDatabase } from '@/server/db/connection';
import { setServerPhase } from '@/server/runtime/readiness';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

/** The load balancer's readiness check: 200 only while the server is ready and its database answers. */
describe.each(backends.embedded)('GET /api/health on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
  });

  afterAll(async () => {
    setServerPhase('starting');
    useDatabase(undefined);
    await database.cleanup();
  });

  async function check() {
    const response = await health();
    return {
      status: response.status,
      body: (await response.json()) as { status: string },
      retryAfter: response.headers.get('retry-after'),
      cacheControl: response.headers.get('cache-control'),
    };
  }

  it('answers 503 "starting" until the database is migrated', async () => {
    setServerPhase('starting');
    expect(await check()).toEqual({
      status: 503,
      body: { status: 'starting' },
      retryAfter: '5',
      cacheControl: 'no-store',
    });
  });

  it('answers 200 once ready, with a database that answers', async () => {
    useDatabase(database.handle);
    setServerPhase('ready');
    expect(await check()).toMatchObject({ status: 200, body: { status: 'ok' }, retryAfter: null });
  });

  it('answers 503 when the database stops answering', async () => {
    const unreachable = {
      ...database.handle,
      db: { execute: () => Promise.reject(new Error('connection terminated')) },
    } as unknown as DatabaseHandle;
    useDatabase(unreachable);
    expect(await check()).toMatchObject({ status: 503, body: { status: 'database-unreachable' } });

    // A database that hangs counts as unreachable too, after two seconds.
    useDatabase({ ...unreachable, db: { execute: () => new Promise(() => {}) } } as never);
    expect(await check()).toMatchObject({ status: 503, body: { status: 'database-unreachable' } });
    useDatabase(database.handle);
  });

  it('answers 503 "stopping" while the server shuts down', async () => {
    setServerPhase('stopping');
    expect(await check()).toMatchObject({ status: 503, body: { status: 'stopping' } });
  });
});
