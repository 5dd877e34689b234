import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '@/server/backup/backup-files';
import {
  appliedMigration,
  knownMigrations,
  readTableLayouts,
  tableLabel,
} from '@/server/db/backup-catalog';
import { createBackup } from '@/server/backup/create-backup';
import { readBackupFile } from '@/server/backup/read-backup';
import { migrationsUpTo, restoreBackup } from '@/server/backup/restore';
import { snapshotFolderFor } from '@/server/backup/snapshot';
import { embeddedClient } from '@/server/backup/sql-client';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@/server/db/client';
import { StoredFileWriter, commitStoredFiles } from '@/server/files/file-store-repository';
import {
  openEmptyDatabase,
  seedStudio,
  sqlOf,
  storedFileBytes,
  tableContents,
  type Backend,
} from './support/backup-fixtures';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

// Each opens two or three databases; PGlite's start alone takes seconds on a busy machine.
const HEAVY = 180_000;

async function expectSameDatabase(restored: DatabaseHandle, original: DatabaseHandle) {
  const shape = await readTableLayouts(sqlOf(original));
  const [before, after] = [await tableContents(original), await tableContents(restored, shape)];
  expect([...after.keys()]).toEqual([...before.keys()]);
  for (const [table, rows] of before) expect(after.get(table), table).toEqual(rows);
  const [filesBefore, filesAfter] = [
    await storedFileBytes(original),
    await storedFileBytes(restored),
  ];
  expect(filesAfter.size).toBe(filesBefore.size);
  for (const [id, bytes] of filesBefore) {
    expect(filesAfter.get(id)?.equals(bytes), `file ${id}`).toBe(true);
  }
}

async function latestTag(handle: DatabaseHandle) {
  return (await appliedMigration(sqlOf(handle), await knownMigrations()))?.tag;
}

describe.each(backends.both)('a backup of the %s database', (backend) => {
  let source: TestDatabase;
  let directory: string;
  let file: string;
  let seeded: Awaited<ReturnType<typeof seedStudio>>;

  beforeAll(async () => {
    source = await createTestDatabase(backend);
    directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
    seeded = await seedStudio(source.handle.db);
    file = (await createBackup(source.handle, { directory, live: true })).file.path;
  });
  afterAll(async () => {
    await source?.cleanup();
    await rm(directory, { recursive: true, force: true });
  });

  it('holds every table with its row count, verified, and leaves nothing else behind', async () => {
    const header = await readBackupFile(file);
    const layouts = await readTableLayouts(sqlOf(source.handle));
    expect(header.tables.map(tableLabel).sort()).toEqual(layouts.map(tableLabel).sort());
    const rows = Object.fromEntries(header.tables.map((table) => [tableLabel(table), table.rows]));
    expect(rows).toMatchObject({ bookings: 2, stored_files: 3, lead_files: 3, leads: 1 });
    expect(rows.stored_file_chunks).toBe(4);
    expect(rows.rate_limits).toBe(5000);
    const { rows: size } = await sqlOf(source.handle).query<{ blocks: number }>(
      `select pg_relation_size('rate_limits') / current_setting('block_size')::int as blocks`,
    );
    expect(Number(size[0]!.blocks)).toBeGreaterThan(32);
    expect(header.schema.migration).toBe((await knownMigrations()).at(-1)!.tag);
    expect(header.database).toBe(backend === 'pglite' ? 'embedded' : 'postgresql');
    expect(await readdir(directory)).toEqual([path.basename(file)]);
    if (source.dataDir)
      expect(existsSync(snapshotFolderFor(path.join(source.dataDir, 'db')))).toBe(false);
  });

  it.each(backends.both)(
    'restores into an empty %s database, equal row by row and file by file',
    async (target) => {
      const restored = await openEmptyDatabase(target);
      try {
        const outcome = await restoreBackup(file, restored.handle);
        expect(outcome.rows).toBeGreaterThan(10);
        await expectSameDatabase(restored.handle, source.handle);
        const bytes = await storedFileBytes(restored.handle);
        expect(bytes.get(seeded.fileIds[0]!)?.equals(seeded.files.large)).toBe(true);
        expect(bytes.get(seeded.fileIds[2]!)?.length).toBe(0);
        expect(await latestTag(restored.handle)).toBe((await knownMigrations()).at(-1)!.tag);
      } finally {
        await restored.cleanup();
      }
    },
    HEAVY,
  );
});

// A studio's schema from before later migrations added tables and columns to the ones it has rows in.
const OLDER_SCHEMA = '0004_studio_closed_days';

async function openOlderDatabase(backend: Backend) {
  const empty = await openEmptyDatabase(backend);
  const known = await knownMigrations();
  const older = known.find((migration) => migration.tag === OLDER_SCHEMA)!;
  const migrations = await migrationsUpTo(known, older);
  try {
    await migrateDatabase(empty.handle, migrations.folder);
  } finally {
    await migrations.remove();
  }
  return { ...empty, tag: older.tag };
}

describe.each(backends.both)('a backup taken at an older schema (%s)', (backend) => {
  let older: Awaited<ReturnType<typeof openOlderDatabase>>;
  let directory: string;
  let file: string;

  beforeAll(async () => {
    older = await openOlderDatabase(backend);
    directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
    // Plain SQL on the columns every schema so far has: the code's model is the newest schema.
    await sqlOf(older.handle).query(
      `insert into bookings (first_name, last_name, email, challenges, goals, locale, time_zone,
                             slot_start, slot_end, cancel_token_hash)
       values ('Ada', 'Lovelace', 'ada@example.com', 'c', 'g', 'en', 'Europe/London',
               '2027-02-01T10:00:00Z', '2027-02-01T10:30:00Z', 'older-token')`,
    );
    await sqlOf(older.handle).query(
      `insert into leads (kind, locale, email, company, answers)
       values ('audit', 'es', 'lin@example.com', 'Example Co', '{"team": 4}')`,
    );
    const writer = await StoredFileWriter.begin(older.handle.db, {
      filename: 'older.pdf',
      contentType: 'application/pdf',
    });
    await writer.write(Buffer.alloc(1_200_000, 7));
    await commitStoredFiles(older.handle.db, [(await writer.finish()).id], new Date());
    file = (await createBackup(older.handle, { directory, live: false })).file.path;
  });
  afterAll(async () => {
    await older?.cleanup();
    await rm(directory, { recursive: true, force: true });
  });

  it('names the schema it was taken at', async () => {
    expect((await readBackupFile(file)).schema.migration).toBe(older.tag);
  });

  it.each(backends.both)(
    'restores into %s and is migrated up to this version',
    async (target) => {
      const restored = await openEmptyDatabase(target);
      try {
        await restoreBackup(file, restored.handle);
        expect(await latestTag(restored.handle)).toBe((await knownMigrations()).at(-1)!.tag);
        await expectSameDatabase(restored.handle, older.handle);
        // Later migrations added columns to tables that held rows by then.
        const columnsOf = async (handle: DatabaseHandle) =>
          (await readTableLayouts(sqlOf(handle))).find((table) => table.name === 'bookings')!
            .columns.length;
        expect(await columnsOf(restored.handle)).toBeGreaterThan(await columnsOf(older.handle));
      } finally {
        await restored.cleanup();
      }
    },
    HEAVY,
  );
});

describe.each(backends.both)('identity columns and sequences (%s)', (backend) => {
  it(
    'restore sets each sequence past every value handed out, not after the largest kept',
    async () => {
      const source = await createTestDatabase(backend);
      const target = await createTestDatabase(backend);
      const directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
      try {
        // A table of this test's own, in both, that no feature writes to.
        const probe = `create table backup_probe (id integer generated always as identity primary key, label text not null)`;
        for (const { handle } of [source, target]) await sqlOf(handle).query(probe);
        const db = sqlOf(source.handle);
        for (const label of ['one', 'two', 'three', 'four', 'five']) {
          await db.query('insert into backup_probe (label) values ($1)', [label]);
        }
        await db.query('delete from backup_probe where id > 3');
        const { file } = await createBackup(source.handle, { directory, live: true });
        await restoreBackup(file.path, target.handle);
        const restored = sqlOf(target.handle);
        const { rows } = await restored.query<{ id: number }>(
          `insert into backup_probe (label) values ('six') returning id`,
        );
        // The embedded database's copy is what a crash leaves: PostgreSQL then skips ahead.
        if (backend === 'postgres') expect(rows[0]!.id).toBe(6);
        expect(rows[0]!.id).toBeGreaterThan(5);
        const { rows: labels } = await restored.query<{ label: string }>(
          'select label from backup_probe order by id',
        );
        expect(labels.map((row) => row.label)).toEqual(['one', 'two', 'three', 'six']);
      } finally {
        await source.cleanup();
        await target.cleanup();
        await rm(directory, { recursive: true, force: true });
      }
    },
    HEAVY,
  );
});

describe('backups on the embedded database while it is in use', () => {
  it(
    'see only committed transactions, and leave the database usable',
    async () => {
      const source = await createTestDatabase('pglite');
      const directory = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
      try {
        await seedStudio(source.handle.db, { fileBytes: 100_000 });
        const client = embeddedClient(source.handle);
        // A transaction still open while the backup starts: it must wait, or be absent from it.
        let release!: () => void;
        const gate = new Promise<void>((resolve) => (release = resolve));
        let begun!: () => void;
        const started = new Promise<void>((resolve) => (begun = resolve));
        const open = client.transaction(async (tx) => {
          await tx.query(`insert into studio_closed_days (day) values ('2027-03-01')`);
          begun();
          await gate;
          await tx.query(`insert into studio_closed_days (day) values ('2027-03-02')`);
        });
        await started;
        const backup = createBackup(source.handle, { directory, live: true });
        setTimeout(release, 200);
        const [{ header }] = await Promise.all([backup, open]);
        const closedDays = header.tables.find((table) => table.name === 'studio_closed_days')!;
        expect(closedDays.rows).toBe(3);
        const [backupFile] = await listBackups(directory);
        const restored = await openEmptyDatabase('pglite');
        try {
          await restoreBackup(backupFile!.path, restored.handle);
          await expectSameDatabase(restored.handle, source.handle);
        } finally {
          await restored.cleanup();
        }
      } finally {
        await source.cleanup();
        await rm(directory, { recursive: true, force: true });
      }
    },
    HEAVY,
  );

  it(
    'a command opening it alone reads it in place',
    async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
      const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(folder, 'db') });
      try {
        await migrateDatabase(handle);
        await seedStudio(handle.db, { fileBytes: 10_000 });
        const { header } = await createBackup(handle, { directory: folder, live: false });
        expect(header.tables.find((table) => table.name === 'bookings')?.rows).toBe(2);
        expect(embeddedClient(handle).isInTransaction()).toBe(false);
      } finally {
        await handle.close();
        await rm(folder, { recursive: true, force: true });
      }
    },
    HEAVY,
  );
});
