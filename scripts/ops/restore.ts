/**
 * `npm run restore <file>`: restores a backup into the configured database (DATABASE_URL, else
 * the embedded one in DATA_DIR), which must be empty. Either kind restores into either, which is
 * how a studio moves from the embedded database to PostgreSQL and back.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupFileError } from '../../src/server/backup/read-backup';
import { checkRestorable, restoreInto, RestoreRefusedError } from '../../src/server/backup/restore';
import { configuredTarget, fail, openTarget, serverHoldsDatabase } from './lib/backup-target';

async function main() {
  const [argument] = process.argv.slice(2);
  if (!argument) fail('Usage: npm run restore <backup file>');
  const file = path.resolve(argument);
  if (!existsSync(file)) fail(`There is no file ${file}.`);
  const { config } = configuredTarget();
  const target =
    config.kind === 'pglite' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL';
  if (config.kind === 'pglite' && (await serverHoldsDatabase(config))) {
    fail(
      `The embedded database in ${config.dataDir} is open in a running server. A backup ` +
        'restores only into an empty database: stop the server and point DATA_DIR at a new folder.',
    );
  }
  const started = Date.now();
  const checked = await checkRestorable(file).catch((error: unknown) =>
    error instanceof BackupFileError ? fail(error.message) : Promise.reject(error),
  );
  const handle = await openTarget(config);
  try {
    const outcome = await restoreInto(handle, checked);
    console.log(
      `Restored ${path.basename(file)} into ${target}: ${outcome.rows} rows in ` +
        `${outcome.header.tables.length} tables, taken ${outcome.header.createdAt} at schema ` +
        `${outcome.header.schema.migration}, now migrated to ${outcome.migratedTo}, in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } catch (error) {
    if (!(error instanceof RestoreRefusedError || error instanceof BackupFileError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
