import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  backupHeaderSchema,
  tableKey,
  tableMarkerSchema,
  trailerSchema,
  type BackupHeader,
  type BackupTable,
} from './format';

export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

export interface BackupVisitor {
  header?(header: BackupHeader): Promise<void> | void;
  table?(table: BackupTable): Promise<void> | void;
  row?(table: BackupTable, values: (string | null)[]): Promise<void> | void;
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

async function startsLikeGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const start = Buffer.alloc(2);
    const { bytesRead } = await handle.read(start, 0, 2, 0);
    return bytesRead === 2 && start.equals(GZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

async function* lines(file: string): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      pending.push(chunk.subarray(start, end + 1));
      yield Buffer.concat(pending);
      pending = [];
      start = end + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length) yield Buffer.concat(pending);
}

function parseLine(line: Buffer): unknown {
  try {
    return JSON.parse(line.toString('utf8'));
  } catch {
    return undefined;
  }
}

const incomplete = (name: string) =>
  new BackupFileError(
    `The backup ${name} is incomplete: it ends early, as a file cut off while being written or copied does. It cannot be restored; use another backup.`,
  );

function describeGzipError(error: unknown, name: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_BUF_ERROR') return incomplete(name);
  if (code === 'Z_DATA_ERROR') {
    return new BackupFileError(
      `The backup ${name} is damaged (${(error as Error).message}). It cannot be restored; use another backup.`,
    );
  }
  return error as Error;
}

// Rows reach the visitor before the end is checked, so writers must undo them (restore does).
export async function readBackupFile(
  file: string,
  visitor: BackupVisitor = {},
): Promise<BackupHeader> {
  const name = path.basename(file);
  const damaged = (why: string) =>
    new BackupFileError(
      `The backup ${name} is damaged: ${why}. It cannot be restored; use another backup.`,
    );
  if (!(await startsLikeGzip(file))) {
    throw new BackupFileError(`${name} is not a backup of this site (not a gzip file).`);
  }
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let tableIndex = -1;
  let rowsInTable = 0;
  let checksum: string | undefined;
  const finishTable = () => {
    const table = header!.tables[tableIndex];
    if (table && rowsInTable !== table.rows) {
      throw damaged(`table ${tableKey(table)} holds ${rowsInTable} rows, not ${table.rows}`);
    }
  };
  try {
    for await (const line of lines(file)) {
      if (checksum !== undefined) throw damaged('there is more after its checksum');
      const value = parseLine(line);
      if (!header) {
        const format = (value as { format?: unknown; version?: unknown } | undefined) ?? {};
        if (format.format !== BACKUP_FORMAT) {
          throw new BackupFileError(`${name} is not a backup of this site.`);
        }
        if (typeof format.version === 'number' && format.version > BACKUP_FORMAT_VERSION) {
          throw new BackupFileError(
            `The backup ${name} was written by a newer version of the site (format ${format.version}); restore it with that version or a later one.`,
          );
        }
        const parsed = backupHeaderSchema.safeParse(value);
        if (!parsed.success) throw damaged('its header is not valid');
        header = parsed.data;
        hash.update(line);
        await visitor.header?.(header);
        continue;
      }
      if (Array.isArray(value)) {
        const table = header.tables[tableIndex];
        if (!table) throw damaged('a row comes before its table');
        if (
          value.length !== table.columns.length ||
          !value.every((item) => item === null || typeof item === 'string')
        ) {
          throw damaged(`a row of table ${tableKey(table)} does not fit its columns`);
        }
        rowsInTable += 1;
        hash.update(line);
        await visitor.row?.(table, value as (string | null)[]);
        continue;
      }
      const marker = tableMarkerSchema.safeParse(value);
      if (marker.success) {
        finishTable();
        tableIndex += 1;
        rowsInTable = 0;
        const table = header.tables[tableIndex];
        if (!table || tableKey(table) !== marker.data.table) {
          throw damaged(`table ${marker.data.table} is not the one its header announces next`);
        }
        hash.update(line);
        await visitor.table?.(table);
        continue;
      }
      const trailer = trailerSchema.safeParse(value);
      if (!trailer.success) throw damaged('a line is not valid');
      finishTable();
      if (tableIndex !== header.tables.length - 1) throw damaged('tables are missing');
      checksum = trailer.data.sha256;
      if (checksum !== hash.digest('hex'))
        throw damaged('its checksum does not match its contents');
    }
  } catch (error) {
    throw error instanceof BackupFileError ? error : describeGzipError(error, name);
  }
  if (!header || checksum === undefined) throw incomplete(name);
  return header;
}
