import 'server-only';
import { Readable } from 'node:stream';
import type { Queryable } from '@/server/db/types';
import { readStoredFileChunks } from '@/server/files/file-store-repository';

// Download only: never shown in the desk's origin, never sniffed, sandboxed if opened anyway.
export function attachmentHeaders(file: {
  filename: string;
  contentType: string;
  size: number;
}): Record<string, string> {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'Content-Type': file.contentType,
    'Content-Length': String(file.size),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'Cache-Control': 'private, no-store',
  };
}

export function storedFileResponse(
  db: Queryable,
  file: { id: string; filename: string; contentType: string; size: number },
): Response {
  const body = Readable.toWeb(Readable.from(readStoredFileChunks(db, file.id)));
  return new Response(body as ReadableStream<Uint8Array>, { headers: attachmentHeaders(file) });
}
