import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '@/server/backup/create-backup';
import { openMigratedDatabase, type DatabaseHandle } from '@/server/db/client';
import { restrictTree } from '@/server/files/private-folders';
import { fileTransport } from '@/server/mail/transport';

// Every folder and file under a path, with its permission bits.
async function modes(root: string): Promise<Map<string, number>> {
  const found = new Map<string, number>([['.', (await stat(root)).mode & 0o777]]);
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() || entry.isDirectory()) {
      found.set(path.relative(root, file), (await stat(file)).mode & 0o777);
    }
  }
  return found;
}

function expectOwnerOnly(found: Map<string, number>, root: string) {
  for (const [file, mode] of found) {
    expect(mode & 0o077, `${path.join(root, file)} is ${mode.toString(8)}`).toBe(0);
    if (/\.(eml|gz)$/.test(file)) expect(mode, file).toBe(0o600);
  }
}

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

    const found = await modes(dataDir);
    expect(found.get('.')).toBe(0o700);
    for (const folder of ['db', 'outbox', 'backups']) expect(found.get(folder), folder).toBe(0o700);
    expect(found.get(path.relative(dataDir, file.path))).toBe(0o600);
    expect([...found.keys()].filter((name) => name.endsWith('.eml'))).toHaveLength(1);
    // PGlite's own files too: hundreds of them, every one the owner's alone.
    expect([...found.keys()].filter((name) => name.startsWith('db/')).length).toBeGreaterThan(100);
    expectOwnerOnly(found, dataDir);
  });

  it('takes group and others away from what an older version left open, keeping the owner’s', async () => {
    const old = path.join(root, 'old');
    await mkdir(path.join(old, 'backups'), { recursive: true, mode: 0o755 });
    await writeFile(path.join(old, 'backups', 'backup.ndjson.gz'), 'x', { mode: 0o644 });
    await writeFile(path.join(old, 'run.sh'), 'x', { mode: 0o755 });
    await restrictTree(old);
    expect(Object.fromEntries(await modes(old))).toEqual({
      '.': 0o700,
      backups: 0o700,
      'backups/backup.ndjson.gz': 0o600,
      'run.sh': 0o700,
    });
  });
});
