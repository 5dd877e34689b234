import { fileTypeFromBuffer } from 'file-type';
import { uploadExtension, type UploadExtension } from '../options';

// Name and declared type are only claims: the bytes must match the extension's kind.
const mediaTypes: Record<UploadExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};

const signatures: Record<UploadExtension, string | undefined> = {
  pdf: 'pdf',
  // Word 97-2003 files are Compound File Binary containers, like .xls and .msi.
  doc: 'cfb',
  docx: 'docx',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  txt: undefined,
};

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
// Control characters that never occur in text people write (tab, line breaks and form feed do).
const BINARY_BYTES = /[\u0000-\u0008\u000e-\u001a\u001c-\u001f]/;

type FileVerdict =
  { ok: true; contentType: string } | { ok: false; reason: 'unsupported' | 'disguised' };

// A .doc must contain a Word document stream, so an installer or spreadsheet renamed .doc is refused.
export class FileCheck {
  private readonly extension: UploadExtension | undefined;
  private problem: Exclude<FileVerdict, { ok: true }>['reason'] | undefined;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private wordStreamSeen = false;
  private tail = Buffer.alloc(0);

  constructor(filename: string) {
    this.extension = uploadExtension(filename);
    if (!this.extension) this.problem = 'unsupported';
  }

  async begin(sample: Buffer): Promise<FileVerdict> {
    if (this.problem || !this.extension) return this.verdictNow();
    const detected = (await fileTypeFromBuffer(sample))?.ext;
    if (detected !== signatures[this.extension]) this.problem = 'disguised';
    this.update(sample);
    return this.verdictNow();
  }

  update(chunk: Buffer): void {
    if (this.problem) return;
    if (this.extension === 'txt') this.checkText(chunk, false);
    if (this.extension === 'doc' && !this.wordStreamSeen) this.lookForWordStream(chunk);
  }

  verdict(): FileVerdict {
    if (!this.problem && this.extension === 'txt') this.checkText(Buffer.alloc(0), true);
    if (!this.problem && this.extension === 'doc' && !this.wordStreamSeen) {
      this.problem = 'disguised';
    }
    return this.verdictNow();
  }

  private verdictNow(): FileVerdict {
    if (this.problem || !this.extension)
      return { ok: false, reason: this.problem ?? 'unsupported' };
    return { ok: true, contentType: mediaTypes[this.extension] };
  }

  private checkText(chunk: Buffer, end: boolean) {
    try {
      const text = this.decoder.decode(chunk, { stream: !end });
      if (BINARY_BYTES.test(text)) this.problem = 'disguised';
    } catch {
      this.problem = 'disguised';
    }
  }

  private lookForWordStream(chunk: Buffer) {
    const window = Buffer.concat([this.tail, chunk]);
    if (window.includes(WORD_STREAM)) this.wordStreamSeen = true;
    this.tail = Buffer.from(window.subarray(Math.max(0, window.length - WORD_STREAM.length + 1)));
  }
}

export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029"<>|:*?]/g, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= 200) return cleaned || 'file';
  const extension = /\.[^.]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}
