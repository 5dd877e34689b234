/**
 * `npm run backup`: writes a verified backup of the whole database (uploaded files included) to
 * BACKUP_DIR (default DATA_DIR/backups), then keeps 7 daily and 4 weekly backups there.
 */
import { existsSync } from 'node:fs';
import { formatDistanceStrict } from 'date-fns';
import { listBackups, rotateBackups } from '../../src/server/backup/backup-files';
import { UnknownSchemaError } from '@/server/db/backup-catalog';
import { createBackup } from '../../src/server/backup/create-backup';
import { configuredTarget, fail, openTarget, serverHoldsDatabase } from './lib/backup-target';

async function refuseWhileServerRuns(dataDir: string, directory: string): Promise<never> {
  const [newest] = await listBackups(directory);
  fail(
    `The embedded database in ${dataDir} is open in a running server, and only that server can ` +
      `read it. The server backs it up by itself into ${directory}: at start when the newest ` +
      `backup is more than a day old, then every day. ` +
      (newest
        ? `The newest is ${newest.name}, ${formatDistanceStrict(newest.createdAt, new Date())} old. `
        : 'There is none yet. ') +
      'To make one now: stop the server, run `npm run backup`, then start the server again.',
  );
}

async function main() {
  const { config, directory } = configuredTarget();
  if (config.kind === 'pglite') {
    if (!existsSync(config.dataDir)) {
      fail(`There is no embedded database in ${config.dataDir}: nothing to back up.`);
    }
    if (await serverHoldsDatabase(config)) await refuseWhileServerRuns(config.dataDir, directory);
  }
  const handle = await openTarget(config);
  try {
    const started = Date.now();
    const { file, header } = await createBackup(handle, { directory, live: false });
    const rows = header.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backup written and verified: ${file.path} (${(file.size / 1024 / 1024).toFixed(1)} MB, ` +
        `${rows} rows in ${header.tables.length} tables, schema ${header.schema.migration}) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    const removed = await rotateBackups(directory);
    if (removed.length) console.log(`Removed older backups: ${removed.join(', ')}.`);
  } catch (error) {
    if (!(error instanceof UnknownSchemaError)) throw error;
    console.error(`${error.message} Back it up with that version of the site.`);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
