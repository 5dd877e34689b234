import path from 'node:path';
import { EnvError, parseServerEnv } from '../../src/config/env-schema';
import {
  DatabaseLockedError,
  databaseConfigFromEnv,
  openMigratedDatabase,
  type DatabaseHandle,
} from '../../src/server/db/client';
import { installShutdownHandlers, onShutdown } from '../../src/server/db/shutdown';

/**
 * Opens the database the site is configured for (DATABASE_URL, else the embedded one in
 * DATA_DIR), migrated, for a command-line tool. Stops with a clear message when the environment
 * is invalid or the embedded database is in use by a running server; closes cleanly on Ctrl+C.
 */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  try {
    const env = parseServerEnv(process.env);
    const handle = await openMigratedDatabase(
      databaseConfigFromEnv({ ...env, DATA_DIR: path.resolve(env.DATA_DIR) }),
    );
    onShutdown('database', () => handle.close());
    installShutdownHandlers({ exit: true });
    return handle;
  } catch (error) {
    if (error instanceof EnvError || error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
