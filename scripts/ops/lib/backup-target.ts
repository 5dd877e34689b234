import path from 'node:path';
import { EnvError, parseServerEnv } from '../../../src/config/env-schema';
import { backupDirectoryFromEnv } from '../../../src/server/backup/backup-files';
import {
  DatabaseLockedError,
  databaseConfigFromEnv,
  isEmbeddedDatabaseInUse,
  openDatabase,
  type DatabaseHandle,
} from '../../../src/server/db/client';

type DatabaseConfig = ReturnType<typeof databaseConfigFromEnv>;

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// The database and backup folder the server would use, from the same environment.
export function configuredTarget(): { config: DatabaseConfig; directory: string } {
  try {
    const env = parseServerEnv(process.env);
    return {
      config: databaseConfigFromEnv({ ...env, DATA_DIR: path.resolve(env.DATA_DIR) }),
      directory: backupDirectoryFromEnv(env),
    };
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
}

// Asked before opening: opening waits ~12 s for a lock a running server keeps renewing.
export async function serverHoldsDatabase(config: DatabaseConfig): Promise<boolean> {
  return config.kind === 'pglite' && (await isEmbeddedDatabaseInUse(config.dataDir));
}

export function openTarget(config: DatabaseConfig): Promise<DatabaseHandle> {
  return openDatabase(config).catch((error: unknown) =>
    error instanceof DatabaseLockedError ? fail(error.message) : Promise.reject(error),
  );
}
