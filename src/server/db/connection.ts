import 'server-only';
import { env } from '@/server/env';
import { databaseConfigFromEnv, openMigratedDatabase, type DatabaseHandle } from './client';

// Route handlers and the instrumentation hook can be bundled apart: keep one database per process.
const registry = globalThis as typeof globalThis & {
  __marloweDatabase?: Promise<DatabaseHandle>;
};

export function getDatabase(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is not available while the site is being built.');
  }
  registry.__marloweDatabase ??= openMigratedDatabase(databaseConfigFromEnv(env)).catch(
    (error: unknown) => {
      registry.__marloweDatabase = undefined;
      throw error;
    },
  );
  return registry.__marloweDatabase;
}

export function openedDatabase(): Promise<DatabaseHandle> | undefined {
  return registry.__marloweDatabase;
}

export function useDatabase(handle: DatabaseHandle | undefined): void {
  registry.__marloweDatabase = handle ? Promise.resolve(handle) : undefined;
}

export async function closeDatabase(): Promise<void> {
  const current = registry.__marloweDatabase;
  registry.__marloweDatabase = undefined;
  if (current) await (await current).close();
}
