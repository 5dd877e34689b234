import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as backupDownload } from '@/app/api/studio/backups/[name]/route';
import { backupFileName } from '@/server/backup/format';
import { backupDirectory } from '@/server/backup/server-backups';
import { studioActivity } from '@/server/db/schema';
import { DeskBrowser } from './support/desk-client';
import { signedInBrowser } from './support/desk-session';
import { databaseForSuite } from './support/test-database';

// The server reads BACKUP_DIR once, as it is first imported.
const folder = await vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const made = await mkdtemp(`${tmpdir()}/desk-backups-`);
  process.env.BACKUP_DIR = made;
  return made;
});

describe('the desk on backups', () => {
  const database = databaseForSuite('pglite');
  const db = () => database().handle.db;
  const name = backupFileName(new Date('2026-11-20T03:00:00Z'));
  const bytes = Buffer.from('a backup, gzipped in real life');
  let desk: Awaited<ReturnType<typeof signedInBrowser>>;

  beforeAll(async () => {
    await writeFile(path.join(folder, name), bytes);
    await writeFile(path.join(folder, 'notes.txt'), 'not a backup');
    desk = await signedInBrowser(db());
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  const download = (browser: DeskBrowser, file: string, locale = 'en') =>
    browser.send(
      backupDownload,
      `/api/studio/backups/${encodeURIComponent(file)}?locale=${locale}`,
      {
        method: 'GET',
        params: { name: file },
      },
    );

  it('hands over a backup as a download only, and logs that it was taken', async () => {
    expect(backupDirectory()).toBe(folder);
    const response = await download(desk, name);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const activity = await db().select().from(studioActivity);
    expect(activity).toContainEqual(
      expect.objectContaining({
        action: 'backup.download',
        details: { at: '2026-11-20T03:00:00.000Z' },
        sessionId: desk.sessionId,
      }),
    );
  });

  it('opens nothing but a backup in the list, answering 404 in the owner’s language', async () => {
    for (const file of [
      'notes.txt',
      `../${name}`,
      backupFileName(new Date('2026-11-21T03:00:00Z')),
    ]) {
      const response = await download(desk, file, 'es');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'Esa copia ya no existe. Vuelva a cargar la página para ver la lista actual.',
      });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await download(new DeskBrowser(), name);
    expect(response.status).toBe(401);
  });
});
