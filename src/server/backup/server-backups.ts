import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { DatabaseHandle } from '@/server/db/client';
import { env } from '@/server/env';
import { backupDirectoryFromEnv, listBackups, type BackupFile } from './backup-files';
import { startBackupSchedule, type BackupSchedule } from './schedule';

export const backupDirectory = () => backupDirectoryFromEnv(env);

export function startServerBackups(database: DatabaseHandle): BackupSchedule {
  return startBackupSchedule(database, { directory: backupDirectory() });
}

export function serverBackups(): Promise<BackupFile[]> {
  return listBackups(backupDirectory());
}

export async function newestBackup(): Promise<BackupFile | undefined> {
  return (await serverBackups())[0];
}

// Only a name from the list opens: nothing else in the folder, nor a path, can be asked for.
export async function openBackup(
  name: string,
): Promise<{ file: BackupFile; stream: ReadableStream<Uint8Array> } | undefined> {
  const file = (await serverBackups()).find((backup) => backup.name === name);
  if (!file) return undefined;
  return {
    file,
    stream: Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>,
  };
}
