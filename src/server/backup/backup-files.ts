import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backupTimeOf, PARTIAL_PATTERN } from './format';

export interface BackupFile {
  name: string;
  path: string;
  createdAt: Date;
  size: number;
}

export function backupDirectoryFromEnv(env: { DATA_DIR: string; BACKUP_DIR?: string }): string {
  const directory = env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups');
  return path.resolve(/* turbopackIgnore: true */ directory);
}

export async function listBackups(directory: string): Promise<BackupFile[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const backups: BackupFile[] = [];
  for (const name of names) {
    const createdAt = backupTimeOf(name);
    if (!createdAt) continue;
    const file = path.join(directory, name);
    backups.push({ name, path: file, createdAt, size: (await stat(file)).size });
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const retention = { daily: 7, weekly: 4 } as const;

// The newest of each of the last 7 days and 4 weeks (Monday-Sunday, UTC) that have backups.
export function backupsToKeep(newestFirst: readonly BackupFile[]): Set<string> {
  const keep = new Set<string>();
  const pick = (bucketOf: (time: number) => number, count: number) => {
    const seen = new Set<number>();
    for (const backup of newestFirst) {
      const bucket = bucketOf(backup.createdAt.getTime());
      if (seen.has(bucket)) continue;
      if (seen.size === count) break;
      seen.add(bucket);
      keep.add(backup.name);
    }
  };
  pick((time) => Math.floor(time / DAY_MS), retention.daily);
  // 1970-01-01 was a Thursday: three days on, weeks start on Mondays.
  pick((time) => Math.floor((Math.floor(time / DAY_MS) + 3) / 7), retention.weekly);
  return keep;
}

export async function rotateBackups(directory: string): Promise<string[]> {
  const backups = await listBackups(directory);
  const keep = backupsToKeep(backups);
  const deleted = backups.filter((backup) => !keep.has(backup.name));
  for (const backup of deleted) await rm(backup.path, { force: true });
  return deleted.map((backup) => backup.name);
}

const STALE_PARTIAL_MS = 60 * 60 * 1000;

// Left by a process that died while writing; one still being written changes every moment.
export async function removeStalePartials(directory: string, now: Date): Promise<void> {
  for (const name of await readdir(directory)) {
    if (!PARTIAL_PATTERN.test(name)) continue;
    const file = path.join(directory, name);
    const { mtimeMs } = await stat(file);
    if (now.getTime() - mtimeMs > STALE_PARTIAL_MS) await rm(file, { force: true });
  }
}
