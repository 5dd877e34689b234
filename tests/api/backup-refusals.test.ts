import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '@/server/backup/create-backup';
import { BackupFileError, readBackupFile } from '@/server/backup/read-backup';
import { restoreBackup, RestoreRefusedError } from '@/server/backup/restore';
import { openEmptyDatabase, seedStudio, sqlOf } from './support/backup-fixtures';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database';

const run = promisify(execFile);

/** The same backup with its header changed, checksum and gzip made anew: only the header lies. */
async function rewriteHeader(
  file: string,
  to: string,
  change: (header: Record<string, unknown>) => void,
) {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  const header = JSON.parse(lines[0]!) as Record<string, unknown>;
  change(header);
  const body = [JSON.stringify(header), ...lines.slice(1, -1)].map((line) => `${line}\n`).join('');
  const sha256 = createHash('sha256').update(body).digest('hex');
  await writeFile(to, gzipSync(`${body}${JSON.stringify({ sha256 })}\n`));
}

async function runScript(script: string, args: string[], env: Record<string, string>) {
  return run('npx', ['tsx', path.join('scripts', 'ops', script), ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('restore refuses', () => {
  let source: TestDatabase;
  let folder: string;
  let file: string;
  let target: Awaited<ReturnType<typeof openEmptyDatabase>>;

  beforeAll(async () => {
    source = await createTestDatabase('pglite');
    folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
    await seedStudio(source.handle.db, { fileBytes: 1_500_000 });
    file = (await createBackup(source.handle, { directory: folder, live: true })).file.path;
    target = await openEmptyDatabase('pglite');
  });
  afterAll(async () => {
    await target?.cleanup();
    await source?.cleanup();
    await rm(folder, { recursive: true, force: true });
  });

  async function refusal(backup: string) {
    const error = await restoreBackup(backup, target.handle).then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error).toBeDefined();
    // Nothing was written: the target is as empty as before, and not even migrated.
    const { rows } = await sqlOf(target.handle).query<{ tables: string }>(
      `select count(*)::text as tables from pg_tables where schemaname = 'public'`,
    );
    expect(rows[0]!.tables).toBe('0');
    return error!;
  }

  it('a target that is not empty', async () => {
    const error = await restoreBackup(file, source.handle).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(RestoreRefusedError);
    expect((error as Error).message).toMatch(/target database is not empty \(table \w+ has rows\)/);
  });

  it.runIf(backends.both.length > 1)('a PostgreSQL target that is not empty', async () => {
    const occupied = await createTestDatabase('postgres');
    try {
      await sqlOf(occupied.handle).query(
        `insert into studio_closed_days (day, note) values ('2027-01-02', 'kept')`,
      );
      const error = await restoreBackup(file, occupied.handle).catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(RestoreRefusedError);
      expect((error as Error).message).toMatch(/table studio_closed_days has rows/);
      const { rows } = await sqlOf(occupied.handle).query<{ rows: string }>(
        `select count(*)::text as rows from bookings`,
      );
      expect(rows[0]!.rows).toBe('0');
    } finally {
      await occupied.cleanup();
    }
  });

  it('a truncated file', async () => {
    const cut = path.join(folder, 'cut.ndjson.gz');
    await writeFile(cut, await readFile(file));
    await truncate(cut, Math.floor((await readFile(file)).length * 0.6));
    const error = await refusal(cut);
    expect(error).toBeInstanceOf(BackupFileError);
    expect(error.message).toMatch(/cut\.ndjson\.gz is incomplete: it ends early/);
  });

  it('a file cut off at a line end, whose gzip is whole', async () => {
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    const cut = path.join(folder, 'short.ndjson.gz');
    await writeFile(cut, gzipSync(`${lines.slice(0, 5).join('\n')}\n`));
    expect((await refusal(cut)).message).toMatch(/short\.ndjson\.gz is incomplete/);
  });

  it('a corrupt file', async () => {
    const bytes = await readFile(file);
    const middle = Math.floor(bytes.length / 2);
    bytes.fill(0x55, middle, middle + 16);
    const corrupt = path.join(folder, 'corrupt.ndjson.gz');
    await writeFile(corrupt, bytes);
    const error = await refusal(corrupt);
    expect(error).toBeInstanceOf(BackupFileError);
    expect(error.message).toMatch(/corrupt\.ndjson\.gz is (damaged|incomplete)/);
  });

  it('a file whose contents do not match their checksum', async () => {
    const lines = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n');
    lines[1] = lines[1]!.replace('"table"', '"table" ');
    const altered = path.join(folder, 'altered.ndjson.gz');
    await writeFile(altered, gzipSync(lines.join('\n')));
    expect((await refusal(altered)).message).toMatch(/checksum does not match/);
  });

  it('a file from a newer schema', async () => {
    const newer = path.join(folder, 'newer.ndjson.gz');
    await rewriteHeader(file, newer, (header) => {
      header.schema = { migration: '9999_from_the_future', hash: 'f'.repeat(64) };
    });
    await readBackupFile(newer);
    const error = await refusal(newer);
    expect(error.message).toBe(
      'The backup newer.ndjson.gz comes from a newer version of the site (database schema "9999_from_the_future", unknown to this one). Restore it with that version or a later one.',
    );
  });

  it('a file in a newer format', async () => {
    const newer = path.join(folder, 'format.ndjson.gz');
    await rewriteHeader(file, newer, (header) => {
      header.version = 2;
    });
    expect((await refusal(newer)).message).toMatch(
      /written by a newer version of the site \(format 2\)/,
    );
  });

  it('a file that is no backup', async () => {
    const other = path.join(folder, 'notes.txt');
    await writeFile(other, 'hello');
    expect((await refusal(other)).message).toBe(
      'notes.txt is not a backup of this site (not a gzip file).',
    );
  });
});

describe('the commands', () => {
  it('`npm run restore` prints why it refuses and exits with 1', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'marlowe-backups-'));
    try {
      const cut = path.join(folder, 'backup-2026-01-01-000000Z.ndjson.gz');
      await writeFile(cut, gzipSync('{"format":"marlowe-studio-backup"').subarray(0, 20));
      const result = await runScript('restore.ts', [cut], { DATA_DIR: path.join(folder, 'data') });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/is incomplete: it ends early/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('`npm run backup` says the running server makes the backups, and exits with 1', async () => {
    const source = await createTestDatabase('pglite');
    try {
      const result = await runScript('backup.ts', [], { DATA_DIR: source.dataDir! });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(
        /is open in a running server, and only that server can read it/,
      );
      expect(result.stderr).toMatch(/There is none yet\. To make one now: stop the server/);
    } finally {
      await source.cleanup();
    }
  }, 180_000);
});
