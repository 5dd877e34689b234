import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '@/server/db/types';
import { storedFileChunks, storedFiles, type StoredFile } from '@/server/db/schema';

// As base64 text: PGlite converts bytea parameters byte by byte in JavaScript, too slow for MBs.
export const FILE_CHUNK_BYTES = 1024 * 1024;

// A file stays uncommitted, and swept by retention, until `commitStoredFiles`.
export class StoredFileWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private position = 0;
  private size = 0;
  private readonly hash = createHash('sha256');

  private constructor(
    private readonly db: Queryable,
    readonly id: string,
  ) {}

  static async begin(
    db: Queryable,
    file: { filename: string; contentType: string },
  ): Promise<StoredFileWriter> {
    const [row] = await db
      .insert(storedFiles)
      .values({ filename: file.filename, contentType: file.contentType })
      .returning({ id: storedFiles.id });
    return new StoredFileWriter(db, row!.id);
  }

  async write(bytes: Buffer): Promise<void> {
    this.hash.update(bytes);
    this.size += bytes.byteLength;
    this.pending.push(bytes);
    this.pendingBytes += bytes.byteLength;
    while (this.pendingBytes >= FILE_CHUNK_BYTES) {
      const joined = Buffer.concat(this.pending);
      await this.flush(joined.subarray(0, FILE_CHUNK_BYTES));
      const rest = joined.subarray(FILE_CHUNK_BYTES);
      this.pending = rest.byteLength ? [Buffer.from(rest)] : [];
      this.pendingBytes = rest.byteLength;
    }
  }

  private async flush(chunk: Buffer) {
    await this.db.insert(storedFileChunks).values({
      fileId: this.id,
      position: this.position,
      data: sql`decode(${chunk.toString('base64')}, 'base64')`,
    });
    this.position += 1;
  }

  async finish(): Promise<{ id: string; size: number; sha256: string }> {
    if (this.pendingBytes > 0) await this.flush(Buffer.concat(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
    const sha256 = this.hash.digest('hex');
    await this.db
      .update(storedFiles)
      .set({ size: this.size, sha256 })
      .where(eq(storedFiles.id, this.id));
    return { id: this.id, size: this.size, sha256 };
  }
}

export async function commitStoredFiles(tx: Queryable, ids: readonly string[], now: Date) {
  if (ids.length === 0) return;
  await tx.update(storedFiles).set({ committedAt: now }).where(inArray(storedFiles.id, ids));
}

export async function deleteStoredFiles(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.id, ids));
}

export async function deleteUncommittedFiles(db: Queryable, before: Date): Promise<number> {
  const deleted = await db
    .delete(storedFiles)
    .where(and(isNull(storedFiles.committedAt), lt(storedFiles.createdAt, before)))
    .returning({ id: storedFiles.id });
  return deleted.length;
}

export async function findStoredFile(db: Queryable, id: string): Promise<StoredFile | undefined> {
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return file;
}

export async function* readStoredFileChunks(db: Queryable, id: string): AsyncGenerator<Buffer> {
  const positions = await db
    .select({ position: storedFileChunks.position })
    .from(storedFileChunks)
    .where(eq(storedFileChunks.fileId, id))
    .orderBy(asc(storedFileChunks.position));
  for (const { position } of positions) {
    const [chunk] = await db
      .select({ data: sql<string>`encode(${storedFileChunks.data}, 'base64')` })
      .from(storedFileChunks)
      .where(and(eq(storedFileChunks.fileId, id), eq(storedFileChunks.position, position)));
    if (chunk) yield Buffer.from(chunk.data, 'base64');
  }
}

// Only for attachments, which are small by rule.
export async function readStoredFile(db: Queryable, id: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readStoredFileChunks(db, id)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
