import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupsToKeep, listBackups, rotateBackups, type BackupFile } from './backup-files';
import { backupFileName } from './format';

const DAY = 24 * 60 * 60 * 1000;

function backupAt(iso: string): BackupFile {
  const createdAt = new Date(iso);
  const name = backupFileName(createdAt);
  return { name, path: name, createdAt, size: 1 };
}

function newestFirst(backups: BackupFile[]) {
  return [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

describe('which backups rotation keeps', () => {
  it('the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // Daily at 03:00 for 60 days up to Friday 2026-11-27, plus one on demand that afternoon.
    const daily = Array.from({ length: 60 }, (_, index) =>
      backupAt(new Date(Date.parse('2026-11-27T03:00:00Z') - index * DAY).toISOString()),
    );
    const onDemand = backupAt('2026-11-27T15:30:00Z');
    const keep = backupsToKeep(newestFirst([...daily, onDemand]));
    expect([...keep].sort()).toEqual(
      [
        onDemand,
        ...daily.slice(1, 7), // 26th back to the 21st: with the 27th's newest, 7 days
        backupAt('2026-11-15T03:00:00Z'), // Sunday: the newest of the week of the 9th
        backupAt('2026-11-08T03:00:00Z'), // of the week of the 2nd
      ]
        .map((backup) => backup.name)
        .sort(),
    );
  });

  it('a single backup, however old', () => {
    const only = backupAt('2020-01-01T00:00:00Z');
    expect([...backupsToKeep([only])]).toEqual([only.name]);
  });

  it('the newest always, even on a day with many', () => {
    const many = Array.from({ length: 20 }, (_, index) =>
      backupAt(new Date(Date.parse('2026-11-27T00:00:00Z') + index * 60_000).toISOString()),
    );
    expect([...backupsToKeep(newestFirst(many))]).toEqual([many.at(-1)!.name]);
  });
});

describe('rotating a folder', () => {
  it('deletes what it does not keep, and nothing but backups', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-rotation-'));
    try {
      const times = Array.from(
        { length: 10 },
        (_, index) => new Date(Date.UTC(2026, 10, 20, 3) + index * 3_600_000),
      );
      for (const time of times) await writeFile(path.join(folder, backupFileName(time)), 'x');
      await writeFile(path.join(folder, 'notes.txt'), 'kept');
      const deleted = await rotateBackups(folder);
      expect(deleted).toHaveLength(9);
      expect((await listBackups(folder)).map((backup) => backup.createdAt)).toEqual([times.at(-1)]);
      expect((await readdir(folder)).sort()).toEqual([backupFileName(times.at(-1)!), 'notes.txt']);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
