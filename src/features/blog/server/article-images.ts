import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import type { ImageVariant } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import {
  commitStoredFiles,
  deleteStoredFiles,
  StoredFileWriter,
} from '@/server/files/file-store-repository';
import { imageFormats, imageWidths, type ImageFormat } from '../images';
import { insertImageRow, type StoredImage } from './images-repository';

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;

// What a browser can send from a camera or a screenshot; the type is read from the bytes.
const acceptedTypes = new Set(['jpg', 'png', 'webp', 'avif', 'gif', 'heic', 'tif']);
// A 40-megapixel photo fits; a "decompression bomb" that claims far more is refused unread.
const MAX_PIXELS = 40_000_000;

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

export type ImageOutcome =
  { ok: true; image: StoredImage } | { ok: false; reason: 'unsupported' | 'unreadable' };

// Stored without metadata (a photo's EXIF can hold where it was taken); the upload is not kept.
export async function storeArticleImage(
  db: Database,
  articleId: string,
  bytes: Buffer,
): Promise<ImageOutcome> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !acceptedTypes.has(type.ext)) return { ok: false, reason: 'unsupported' };
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient();
  let encoded: { format: ImageFormat; data: Buffer; width: number; height: number }[];
  let size: { width: number; height: number };
  try {
    size = (await source().metadata()).autoOrient;
    encoded = [];
    for (const target of imageWidths(size.width)) {
      for (const format of imageFormats) {
        const resized = source().resize({ width: target });
        const { data, info } = await encoders[format](resized).toBuffer({
          resolveWithObject: true,
        });
        encoded.push({ format, data, width: info.width, height: info.height });
      }
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }

  const written: string[] = [];
  try {
    const variants: ImageVariant[] = [];
    for (const { format, data, width, height } of encoded) {
      const writer = await StoredFileWriter.begin(db, {
        filename: `${width}.${format}`,
        contentType: `image/${format}`,
      });
      written.push(writer.id);
      await writer.write(data);
      const file = await writer.finish();
      variants.push({ format, width, height, fileId: file.id, size: file.size });
    }
    const image = await db.transaction(async (tx) => {
      await commitStoredFiles(tx, written, new Date());
      return insertImageRow(tx, { articleId, ...size, variants });
    });
    return { ok: true, image };
  } catch (error) {
    await deleteStoredFiles(db, written).catch(() => undefined);
    throw error;
  }
}
