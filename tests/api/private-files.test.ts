import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '@/server/backup/create-backup';
import { openMigratedDatabase, type DatabaseHandle } from '@/server/db/client';
import { restrictTree } from '@/server/files/private-folders';
import { fileTransport } from '@/server/mail/transport';

// Every folder and file under a path, with its permission bits.
async function modes(root: string) {
  const folders = new Map<string, number>([['.', (await stat(root)).mode & 0o777]]);
  const files = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const name = path.relative(root, path.join(entry.parentPath, entry.name));
    const mode = (await stat(path.join(root, name))).mode & 0o777;
    if (entry.isDirectory()) folders.set(name, mode);
    else if (entry.isFile()) files.set(name, mode);
  }
  return { folders, files };
}

const openToOthers = (files: Map<string, number>) =>
  [...files].filter(([, mode]) => (mode & 0o077) !== 0).map(([name]) => name);

describe('the data folder, under a umask that lets everyone read', () => {
  let root: string;
  let handle: DatabaseHandle;
  let previousUmask: number;

  beforeAll(async () => {
    previousUmask = process.umask(0);
    root = await mkdtemp(path.join(os.tmpdir(), 'marlowe-private-'));
    await chmod(root, 0o777);
    handle = await openMigratedDatabase({ kind: 'pglite', dataDir: path.join(root, 'data/db') });
  });

  afterAll(async () => {
    await handle?.close();
    process.umask(previousUmask);
    await rm(root, { recursive: true, force: true });
  });

  it('holds the database, the backups and the emails for the owner alone', async () => {
    const dataDir = path.join(root, 'data');
    await fileTransport(path.join(dataDir, 'outbox')).send({
      to: 'studio@example.com',
      subject: 'Enroll',
      text: 'https://marlowe.studio/studio/enroll?token=abc',
      html: '<p>Enroll</p>',
      messageId: '<1@outbox.marlowe.studio>',
    });
    const { file } = await createBackup(handle, {
      directory: path.join(dataDir, 'backups'),
      live: false,
    });

    const { folders, files } = await modes(dataDir);
    // Every folder, PGlite's own included, is the owner's alone: no one else reaches a file.
    expect(folders.size).toBeGreaterThan(20);
    for (const [name, mode] of folders) expect(mode, name).toBe(0o700);
    expect(files.get(path.relative(dataDir, file.path))).toBe(0o600);
    expect(
      [...files].filter(([name, mode]) => name.endsWith('.eml') && mode === 0o600),
    ).toHaveLength(1);
    // PGlite writes its files 0666 whatever the umask; the server takes the extra bits at start.
    expect([...files.keys()].filter((name) => name.startsWith('db/')).length).toBeGreaterThan(100);
    expect(openToOthers(files).every((name) => name.startsWith('db/'))).toBe(true);
    await restrictTree(dataDir);
    expect(openToOthers((await modes(dataDir)).files)).toEqual([]);
  });

  it('takes group and others away from what an older version left open, keeping the owner’s', async () => {
    const old = path.join(root, 'old');
    await mkdir(path.join(old, 'backups'), { recursive: true, mode: 0o755 });
    await writeFile(path.join(old, 'backups', 'backup.ndjson.gz'), 'x', { mode: 0o644 });
    await writeFile(path.join(old, 'run.sh'), 'x', { mode: 0o755 });
    await restrictTree(old);
    const { folders, files } = await modes(old);
    expect(Object.fromEntries(folders)).toEqual({ '.': 0o700, backups: 0o700 });
    expect(Object.fromEntries(files)).toEqual({
      'backups/backup.ndjson.gz': 0o600,
      'run.sh': 0o700,
    });
  });
});
