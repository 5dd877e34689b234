import type { Locale } from '@/i18n/routing';
import type { Database } from '@/server/db/types';
import {
  deleteStoredFiles,
  FILE_CHUNK_BYTES,
  StoredFileWriter,
} from '@/server/files/file-store-repository';
import { HttpError } from '@/server/http/errors';
import type { IncomingFile } from '@/server/http/multipart';
import { cleanFilename, FileCheck } from './file-check';
import { leadsApiText } from './messages';

export interface ReceivedFile {
  id: string;
  filename: string;
  contentType: string;
  size: number;
}

const FILES_FIELD = 'files';

async function readSample(
  chunks: AsyncIterator<Buffer>,
): Promise<{ sample: Buffer; done: boolean }> {
  const parts: Buffer[] = [];
  let size = 0;
  while (size < FILE_CHUNK_BYTES) {
    const next = await chunks.next();
    if (next.done) return { sample: Buffer.concat(parts), done: true };
    parts.push(next.value);
    size += next.value.byteLength;
  }
  return { sample: Buffer.concat(parts), done: false };
}

async function receiveFile(
  db: Database,
  file: IncomingFile,
  locale: Locale,
  started: (id: string) => void,
): Promise<ReceivedFile> {
  const filename = cleanFilename(file.filename);
  if (file.field !== FILES_FIELD) {
    throw new HttpError(400, leadsApiText(locale, 'unknownFileField', { field: file.field }));
  }
  const check = new FileCheck(filename);
  const refuse = (reason: 'unsupported' | 'disguised') =>
    new HttpError(415, leadsApiText(locale, reason, { name: filename }));

  const chunks = file.chunks[Symbol.asyncIterator]();
  const { sample, done } = await readSample(chunks);
  const first = await check.begin(sample);
  if (!first.ok) throw refuse(first.reason);

  const writer = await StoredFileWriter.begin(db, { filename, contentType: first.contentType });
  started(writer.id);
  await writer.write(sample);
  if (!done) {
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      check.update(next.value);
      await writer.write(next.value);
    }
  }
  const verdict = check.verdict();
  if (!verdict.ok) throw refuse(verdict.reason);
  const { size } = await writer.finish();
  return { id: writer.id, filename, contentType: verdict.contentType, size };
}

export async function receiveUploads(
  db: Database,
  files: AsyncIterable<IncomingFile>,
  locale: Locale,
): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  const written: string[] = [];
  try {
    for await (const file of files) {
      received.push(await receiveFile(db, file, locale, (id) => written.push(id)));
    }
    return received;
  } catch (error) {
    // If this fails too, the retention sweep removes the uncommitted files within the hour.
    await deleteStoredFiles(db, written).catch(() => undefined);
    throw error;
  }
}
