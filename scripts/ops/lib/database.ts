import path from 'node:path';
import { EnvError, parseServerEnv } from '../../../src/config/env-schema';
import {
  DatabaseLockedError,
  databaseConfigFromEnv,
  openMigratedDatabase,
  type DatabaseHandle,
} from '../../../src/server/db/client';
import { installShutdownHandlers, onShutdown } from '../../../src/server/runtime/shutdown';

export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  try {
    const env = parseServerEnv(process.env);
    const handle = await openMigratedDatabase(
      databaseConfigFromEnv({ ...env, DATA_DIR: path.resolve(env.DATA_DIR) }),
    );
    onShutdown('database', () => handle.close());
    installShutdownHandlers();
    return handle;
  } catch (error) {
    if (error instanceof EnvError || error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
