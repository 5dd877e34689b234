import { Readable } from 'node:stream';
import { imageFormats } from '@/features/blog/images';
import { imageVariantFile } from '@/features/blog/server/images-repository';
import { getDatabase } from '@/server/db/connection';
import { readStoredFileChunks } from '@/server/files/file-store-repository';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = new RegExp(`^([1-9]\\d{0,4})\\.(${imageFormats.join('|')})$`);

// An address never serves other bytes, so browsers keep it for good.
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/blog/images/[id]/[file]'>,
) {
  const { id, file } = await params;
  const wanted = FILE.exec(file);
  if (!ID.test(id) || !wanted) return new Response(null, { status: 404 });
  const { db } = await getDatabase();
  const variant = await imageVariantFile(db, id, Number(wanted[1]), wanted[2]!);
  if (!variant) return new Response(null, { status: 404 });
  const body = Readable.toWeb(Readable.from(readStoredFileChunks(db, variant.fileId)));
  return new Response(body as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': `image/${variant.format}`,
      'Content-Length': String(variant.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
