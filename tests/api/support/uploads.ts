import { crc32 } from 'node:zlib';
import { PEER_ADDRESS_HEADER } from '@/server/http/client-address';
import { newClientAddress, SITE } from './requests';

/** Small real files of every accepted kind, and impostors. */
export const samples = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 1),
    Buffer.from([0xff, 0xd9]),
  ]),
  txt: Buffer.from('Notes de réunion: ventas, soporte y operaciones.\n'),
  docx: zip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    { name: 'word/document.xml', data: '<w:document/>' },
  ]),
  doc: compoundFile('WordDocument'),
  /** A Windows installer: the same container as a .doc, without a Word document inside. */
  msi: compoundFile('SummaryInformation'),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 0)]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\0\0')]),
};

/** A Compound File Binary container naming one stream, as Word 97-2003 files are. */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  Buffer.from(streamName, 'utf16le').copy(directory, 128);
  return Buffer.concat([header, directory]);
}

/** A ZIP archive with stored (uncompressed) entries. */
function zip(entries: { name: string; data: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const BOUNDARY = '----marlowe-test-boundary';

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
  field?: string;
}

/** A multipart/form-data body: fields first (lists repeated), then the files. */
export function multipartBody(
  fields: Record<string, string | number | readonly string[] | undefined>,
  files: readonly UploadFile[] = [],
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`,
        ),
      );
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

export function uploadRequest(
  path: string,
  body: Buffer | ReadableStream<Uint8Array>,
  {
    headers = {},
    client = newClientAddress(),
  }: { headers?: Record<string, string>; client?: string } = {},
): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      [PEER_ADDRESS_HEADER]: client,
      ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A body that sends `bytes`, then breaks off as a dropped connection does. */
export function brokenStream(bytes: Buffer): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      setTimeout(() => controller.error(new Error('connection reset')), 20);
    },
  });
}
