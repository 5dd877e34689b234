import { withTimeLimit } from '@/server/time-limit';
import { openedDatabase } from '@/server/db/connection';
import { pingDatabase } from '@/server/db/ping';
import { siteMetrics } from '@/server/metrics/registry';

type ServerPhase = 'starting' | 'ready' | 'stopping';

// On globalThis: the instrumentation hook and the route handlers can be bundled apart.
const registry = globalThis as typeof globalThis & { __marloweServerPhase?: ServerPhase };

export function setServerPhase(phase: ServerPhase): void {
  registry.__marloweServerPhase = phase;
}

function serverPhase(): ServerPhase {
  return registry.__marloweServerPhase ?? 'starting';
}

type ServerHealth = 'ok' | 'starting' | 'stopping' | 'database-unreachable';

// Longer than a healthy query takes under load, shorter than a load balancer's probe timeout.
const PING_TIMEOUT_MS = 2_000;

export async function serverHealth(): Promise<ServerHealth> {
  const phase = serverPhase();
  if (phase !== 'ready') return phase;
  const database = openedDatabase();
  if (!database) return 'database-unreachable';
  try {
    const ping = await withTimeLimit(
      database.then((handle) => pingDatabase(handle.db)),
      PING_TIMEOUT_MS,
    );
    if (ping.finished) return 'ok';
  } catch {}
  siteMetrics().databaseErrors.inc();
  return 'database-unreachable';
}
