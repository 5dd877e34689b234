import type { Client, Pool } from 'pg';
import { advisoryLockKeys } from '@/server/db/advisory-lock';
import type { DatabaseHandle } from '@/server/db/client';
import { listBackups, rotateBackups } from './backup-files';
import { createBackup } from './create-backup';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const answers = (client: Client) =>
  client.query('select 1').then(
    () => true,
    () => false,
  );

// On a shared PostgreSQL, the server holding this lock on its own connection takes the backups.
function backupLeadership(pool: Pool) {
  let held: Client | undefined;
  const drop = (client: Client) => {
    if (held === client) held = undefined;
    void client.end().catch(() => undefined);
  };
  return {
    async hold(): Promise<boolean> {
      const current = held;
      if (current && (await answers(current))) return true;
      if (current) drop(current);
      const { Client: Connection } = await import('pg');
      const candidate = new Connection({ connectionString: pool.options.connectionString });
      candidate.on('error', () => drop(candidate));
      try {
        await candidate.connect();
        const { rows } = await candidate.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [advisoryLockKeys.backups],
        );
        if (rows[0]?.locked) {
          held = candidate;
          return true;
        }
      } catch {
        // The database is unreachable for now: the next check tries again.
      }
      drop(candidate);
      return false;
    },
    release: async () => {
      if (held) drop(held);
    },
  };
}

export interface BackupSchedule {
  stop(): Promise<void>;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// Backs up when the newest backup is a day old or missing, so a failure retries within the hour.
export function startBackupSchedule(
  handle: DatabaseHandle,
  { directory, checkEveryMs = HOUR_MS }: { directory: string; checkEveryMs?: number },
): BackupSchedule {
  const leadership = handle.kind === 'postgres' ? backupLeadership(handle.pool!) : undefined;
  const controller = new AbortController();

  const backUp = async () => {
    const started = Date.now();
    const { file } = await createBackup(handle, {
      directory,
      live: true,
      signal: controller.signal,
    });
    const removed = await rotateBackups(directory);
    console.log(
      `Backup: wrote ${file.path} (${megabytes(file.size)}, verified) in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s` +
        (removed.length ? `; removed the older ${removed.join(', ')}.` : '.'),
    );
  };

  const check = async () => {
    if (leadership && !(await leadership.hold())) return;
    const [newest] = await listBackups(directory);
    // Half a check early, or the time of day drifts later by a check every other day.
    if (newest && Date.now() - newest.createdAt.getTime() < DAY_MS - checkEveryMs / 2) return;
    await backUp();
  };
  // A backup may outlast the interval: a check starts only once the one before has ended.
  let checking: Promise<void> | undefined;
  const tick = () => {
    if (checking || controller.signal.aborted) return;
    checking = check()
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Backup failed; it is tried again within the hour.', error);
      })
      .finally(() => (checking = undefined));
  };
  tick();
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();

  return {
    async stop() {
      clearInterval(timer);
      controller.abort();
      await checking;
      await leadership?.release();
    },
  };
}
