import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '@/server/db/client';
import { removeStalePartials, type BackupFile } from './backup-files';
import { backupFileName, partialFileName, type BackupHeader } from './format';
import { readBackupFile } from './read-backup';
import { openSnapshot } from './snapshot';
import { writeBackupFile } from './write-backup';

export interface BackupOutcome {
  file: BackupFile;
  header: BackupHeader;
}

// Read back in full under a temporary name before taking a backup's name; a failed file is deleted.
export async function createBackup(
  handle: DatabaseHandle,
  {
    directory,
    live,
    now = new Date(),
    signal,
  }: { directory: string; live: boolean; now?: Date; signal?: AbortSignal },
): Promise<BackupOutcome> {
  await mkdir(directory, { recursive: true });
  await removeStalePartials(directory, now);
  const name = backupFileName(now);
  const partial = path.join(directory, partialFileName(name));
  const final = path.join(directory, name);
  try {
    const snapshot = await openSnapshot(handle, { live });
    let header: BackupHeader;
    try {
      header = await writeBackupFile(snapshot.source, partial, now, signal);
    } finally {
      await snapshot.close();
    }
    await readBackupFile(partial);
    if (existsSync(final)) throw new Error(`${name} already exists.`);
    await rename(partial, final);
    return {
      file: { name, path: final, createdAt: now, size: (await stat(final)).size },
      header,
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
