import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listBackups } from '@/server/backup/backup-files';
import { createBackup } from '@/server/backup/create-backup';
import { backupFileName } from '@/server/backup/format';
import * as readBackup from '@/server/backup/read-backup';
import { startBackupSchedule, type BackupSchedule } from '@/server/backup/schedule';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const verification = vi.hoisted(() => ({ failNext: false }));

vi.mock('@/server/backup/read-backup', async (importOriginal) => {
  const original = await importOriginal<typeof readBackup>();
  return {
    ...original,
    async readBackupFile(...args: Parameters<typeof original.readBackupFile>) {
      if (verification.failNext) {
        verification.failNext = false;
        throw new original.BackupFileError('The backup is damaged: it reads back wrong.');
      }
      return original.readBackupFile(...args);
    },
  };
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PGlite's start alone takes seconds on a busy machine.
const HEAVY = 180_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the daily backup', () => {
  let databases: TestDatabase[] = [];
  let schedules: BackupSchedule[] = [];
  let folders: string[] = [];

  afterEach(async () => {
    await Promise.all(schedules.map((schedule) => schedule.stop()));
    await Promise.all(databases.map((database) => database.cleanup()));
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
    [databases, schedules, folders] = [[], [], []];
  });

  async function folder() {
    const created = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
    folders.push(created);
    return created;
  }

  async function database(backend: 'pglite' | 'postgres') {
    const opened = await createTestDatabase(backend);
    databases.push(opened);
    return opened.handle;
  }

  it(
    'is taken at start when there is none, and not again within the day',
    async () => {
      const handle = await database('pglite');
      const directory = await folder();
      schedules.push(startBackupSchedule(handle, { directory, checkEveryMs: 200 }));
      await waitFor(async () => (await listBackups(directory)).length === 1);
      await pause(1_000);
      expect(await listBackups(directory)).toHaveLength(1);
    },
    HEAVY,
  );

  it(
    'is not taken at start when the newest is less than a day old',
    async () => {
      const handle = await database('pglite');
      const directory = await folder();
      const recent = new Date(Date.now() - 23 * 60 * 60 * 1000);
      await writeFile(path.join(directory, backupFileName(recent)), 'made earlier');
      schedules.push(startBackupSchedule(handle, { directory, checkEveryMs: 200 }));
      await pause(1_500);
      expect((await listBackups(directory)).map((backup) => backup.name)).toEqual([
        backupFileName(recent),
      ]);
    },
    HEAVY,
  );

  it(
    'a backup that fails its check is deleted and logged, and the next check makes one',
    async () => {
      const handle = await database('pglite');
      const directory = await folder();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        verification.failNext = true;
        schedules.push(startBackupSchedule(handle, { directory, checkEveryMs: 200 }));
        await waitFor(async () => (await listBackups(directory)).length === 1);
        expect(errors).toHaveBeenCalledWith(
          'Backup failed; it is tried again within the hour.',
          expect.any(readBackup.BackupFileError),
        );
        expect(await readdir(directory)).toEqual([(await listBackups(directory))[0]!.name]);
      } finally {
        errors.mockRestore();
      }
    },
    HEAVY,
  );

  it(
    'a backup stopped on the way leaves no file behind',
    async () => {
      const handle = await database('pglite');
      const directory = await folder();
      const stopping = new AbortController();
      stopping.abort();
      await expect(
        createBackup(handle, { directory, live: true, signal: stopping.signal }),
      ).rejects.toThrow(/abort/i);
      expect(await readdir(directory)).toEqual([]);
    },
    HEAVY,
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'on one PostgreSQL, one server takes it; another takes over when that one stops',
    async () => {
      const handle = await database('postgres');
      const [first, second] = [await folder(), await folder()];
      const leader = startBackupSchedule(handle, { directory: first, checkEveryMs: 300 });
      const follower = startBackupSchedule(handle, { directory: second, checkEveryMs: 300 });
      schedules.push(follower);
      await waitFor(
        async () => (await listBackups(first)).length + (await listBackups(second)).length > 0,
      );
      await pause(2_000);
      const counts = [(await listBackups(first)).length, (await listBackups(second)).length];
      expect(counts.sort()).toEqual([0, 1]);
      // Whichever won, the one that lost takes over once the winner is gone.
      const [winner, loser, loserFolder] =
        (await listBackups(first)).length === 1
          ? [leader, follower, second]
          : [follower, leader, first];
      schedules = [loser];
      await winner.stop();
      await waitFor(async () => (await listBackups(loserFolder)).length === 1);
    },
  );
});
