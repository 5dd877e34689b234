import { sql } from 'drizzle-orm';
import { withTimeLimit } from '@/server/time-limit';
import { openedDatabase } from './connection';

/**
 * Where the server is in its life: starting (database being opened and migrated), ready, or
 * stopping (draining its requests). Kept on globalThis because the instrumentation hook and the
 * route handlers can be bundled apart.
 */
export type ServerPhase = 'starting' | 'ready' | 'stopping';

const registry = globalThis as typeof globalThis & { __marloweServerPhase?: ServerPhase };

export function setServerPhase(phase: ServerPhase): void {
  registry.__marloweServerPhase = phase;
}

export function serverPhase(): ServerPhase {
  return registry.__marloweServerPhase ?? 'starting';
}

export type ServerHealth = 'ok' | 'starting' | 'stopping' | 'database-unreachable';

// Longer than a healthy query takes under load, shorter than a load balancer's probe timeout.
const PING_TIMEOUT_MS = 2_000;

/** Whether this server should get traffic: ready, and its database answers right now. */
export async function serverHealth(): Promise<ServerHealth> {
  const phase = serverPhase();
  if (phase !== 'ready') return phase;
  const database = openedDatabase();
  if (!database) return 'database-unreachable';
  try {
    const ping = await withTimeLimit(
      database.then((handle) => handle.db.execute(sql`select 1`)),
      PING_TIMEOUT_MS,
    );
    return ping.finished ? 'ok' : 'database-unreachable';
  } catch {
    return 'database-unreachable';
  }
}
