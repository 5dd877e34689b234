import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import Busboy from 'busboy';
import type { Locale } from '@/i18n/routing';
import { HttpError } from './errors';
import { apiErrorMessage } from './locale';

export interface UploadLimits {
  files: number;
  fileBytes: number;
  fields: number;
  fieldBytes: number;
}

export interface IncomingFile {
  field: string;
  filename: string;
  declaredType: string;
  chunks: AsyncIterable<Buffer>;
}

type PartEvent =
  | { kind: 'field'; name: string; value: string; truncated: boolean }
  | { kind: 'file'; field: string; filename: string; declaredType: string; stream: Readable }
  | { kind: 'end' }
  // Made when read: the form's language is known only by then.
  | { kind: 'error'; error: () => HttpError };

class EventQueue<T> {
  private items: T[] = [];
  private waiting: ((item: T) => void) | undefined;

  push(item: T) {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (waiting) waiting(item);
    else this.items.push(item);
  }

  next(): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve) => (this.waiting = resolve));
  }
}

const MEGABYTE = 1024 * 1024;

class FileTooLarge extends Error {
  constructor(readonly filename: string) {
    super(`${filename} is over the size limit`);
  }
}
class BodyTooLarge extends Error {}

// Text fields must precede the files, which are streamed so an upload never has to fit in memory.
export class MultipartReader {
  private readonly queue = new EventQueue<PartEvent>();
  private readonly source: Readable;
  private readonly parser: Busboy.Busboy;
  private readonly maxBodyBytes: number;
  private discarding = false;
  private currentFile: Readable | undefined;
  private pendingFile: Extract<PartEvent, { kind: 'file' }> | undefined;

  constructor(
    request: Request,
    private readonly limits: UploadLimits,
    public locale: Locale,
  ) {
    const contentType = request.headers.get('content-type') ?? '';
    if (!/^multipart\/form-data\s*;/i.test(contentType)) {
      throw new HttpError(415, apiErrorMessage(locale, 'notMultipart'));
    }
    this.maxBodyBytes =
      limits.files * limits.fileBytes + limits.fields * limits.fieldBytes + MEGABYTE;
    if (Number(request.headers.get('content-length') ?? 0) > this.maxBodyBytes) {
      throw this.tooLarge();
    }
    try {
      this.parser = Busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          files: limits.files,
          // Busboy reports reaching the limit, not passing it: one byte more is the first too many.
          fileSize: limits.fileBytes + 1,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          // Reaching the part limit is signalled too: a form of exactly every field and file is fine.
          parts: limits.files + limits.fields + 1,
          headerPairs: 20,
        },
      });
    } catch {
      throw new HttpError(415, apiErrorMessage(locale, 'notMultipart'));
    }
    this.source = request.body
      ? Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>)
      : Readable.from([]);
    this.listen();
  }

  private tooLarge() {
    return new HttpError(413, apiErrorMessage(this.locale, 'payloadTooLarge'));
  }

  private incomplete() {
    return new HttpError(400, apiErrorMessage(this.locale, 'incompleteUpload'));
  }

  private listen() {
    const { parser, queue } = this;
    let received = 0;
    const counter = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        received += chunk.byteLength;
        if (received > this.maxBodyBytes) done(new BodyTooLarge());
        else done(null, this.discarding ? undefined : chunk);
      },
    });
    parser.on('field', (name, value, info) =>
      queue.push({
        kind: 'field',
        name,
        value,
        truncated: info.nameTruncated || info.valueTruncated,
      }),
    );
    parser.on('file', (field, stream, info) => {
      this.currentFile = stream;
      if (this.discarding) stream.resume();
      // Failures surface where the file is read, not as stray 'error' events.
      stream.on('error', () => undefined);
      stream.once('limit', () => stream.destroy(new FileTooLarge(info.filename ?? '')));
      queue.push({
        kind: 'file',
        field,
        filename: info.filename ?? '',
        declaredType: info.mimeType,
        stream,
      });
    });
    parser.on('filesLimit', () =>
      queue.push({
        kind: 'error',
        error: () =>
          new HttpError(
            413,
            apiErrorMessage(this.locale, 'tooManyFiles', { max: this.limits.files }),
          ),
      }),
    );
    const overLimit = () => queue.push({ kind: 'error', error: () => this.tooLarge() });
    parser.on('fieldsLimit', overLimit);
    parser.on('partsLimit', overLimit);
    // Ended only after the whole body, so a body refused at its first chunk ends in its refusal.
    pipeline(this.source, counter, parser).then(
      () => queue.push({ kind: 'end' }),
      (failure: unknown) => {
        const error = () => (failure instanceof BodyTooLarge ? this.tooLarge() : this.incomplete());
        // A file being read must fail too, or its reader would wait forever.
        this.currentFile?.destroy(failure instanceof Error ? failure : new Error(String(failure)));
        queue.push({ kind: 'error', error });
      },
    );
  }

  private fileTooLarge(filename: string) {
    return new HttpError(
      413,
      apiErrorMessage(this.locale, 'fileTooLarge', {
        name: filename,
        max: Math.floor(this.limits.fileBytes / MEGABYTE),
      }),
    );
  }

  async readFields(listFields: readonly string[] = []): Promise<Record<string, unknown>> {
    const fields: Record<string, string[]> = {};
    for (;;) {
      const event = await this.queue.next();
      if (event.kind === 'error') throw event.error();
      if (event.kind === 'end') break;
      if (event.kind === 'file') {
        this.pendingFile = event;
        break;
      }
      if (event.truncated) throw this.tooLarge();
      (fields[event.name] ??= []).push(event.value);
    }
    return Object.fromEntries(
      Object.entries(fields).map(([name, values]) => [
        name,
        values.length > 1 || listFields.includes(name) ? values : values[0],
      ]),
    );
  }

  async *files(): AsyncGenerator<IncomingFile> {
    let next = this.pendingFile;
    this.pendingFile = undefined;
    while (next) {
      const file = next;
      yield {
        field: file.field,
        filename: file.filename,
        declaredType: file.declaredType,
        chunks: this.fileChunks(file.stream),
      };
      file.stream.resume();
      next = undefined;
      const event = await this.queue.next();
      if (event.kind === 'error') throw event.error();
      if (event.kind === 'field')
        throw new HttpError(400, apiErrorMessage(this.locale, 'fieldsAfterFiles'));
      if (event.kind === 'file') next = event;
    }
  }

  private async *fileChunks(stream: Readable): AsyncGenerator<Buffer> {
    try {
      for await (const chunk of stream) yield chunk as Buffer;
    } catch (error) {
      if (error instanceof FileTooLarge) throw this.fileTooLarge(error.filename);
      if (error instanceof BodyTooLarge) throw this.tooLarge();
      throw this.incomplete();
    }
  }

  // A refusal sent before the upload finished must reach the browser, not a reset connection.
  async discardRest(): Promise<void> {
    this.discarding = true;
    this.currentFile?.resume();
    const source = this.source;
    if (source.readableEnded || source.destroyed) return;
    await new Promise<void>((resolve) => {
      source.once('end', resolve);
      source.once('close', resolve);
      source.once('error', () => resolve());
    });
  }
}
