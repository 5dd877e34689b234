import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Locale } from '@/i18n/routing';
import type { DatabaseHandle } from '@/server/db/client';
import { HttpError } from './errors';
import { apiErrorMessage } from './locale';

export interface RateLimit {
  name: string;
  points: number;
  durationSeconds: number;
}

const limiters = new WeakMap<DatabaseHandle, Map<string, RateLimiterAbstract>>();

// In memory with the embedded database (one process); in PostgreSQL, shared by every node.
export function rateLimiterFor(handle: DatabaseHandle, limit: RateLimit): RateLimiterAbstract {
  let byName = limiters.get(handle);
  if (!byName) {
    byName = new Map();
    limiters.set(handle, byName);
  }
  const existing = byName.get(limit.name);
  if (existing) return existing;

  const memory = memoryRateLimiter(limit);
  const limiter = handle.pool
    ? new RateLimiterPostgres({
        keyPrefix: limit.name,
        points: limit.points,
        duration: limit.durationSeconds,
        storeClient: handle.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        // The table comes from the migrations, not from the library.
        tableCreated: true,
        clearExpiredByTimeout: true,
        insuranceLimiter: memory,
      })
    : memory;
  byName.set(limit.name, limiter);
  return limiter;
}

// This server's own count, whatever the database: for requests that must not wait on it.
export function memoryRateLimiter(limit: RateLimit): RateLimiterAbstract {
  return new RateLimiterMemory({
    keyPrefix: limit.name,
    points: limit.points,
    duration: limit.durationSeconds,
  });
}

export async function enforceRateLimit(
  limiter: RateLimiterAbstract,
  key: string,
  locale: Locale,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new HttpError(
      429,
      apiErrorMessage(locale, 'rateLimited'),
      { retryAfterSeconds: retryAfter },
      { 'Retry-After': String(retryAfter) },
    );
  }
}
