import 'server-only';
import { deskJson } from '@/server/desk/cookies';
import { deskRoute } from '@/server/desk/desk-route';
import { screenError } from '@/server/desk/messages';
import { MultipartReader } from '@/server/http/multipart';
import { IMAGE_MAX_BYTES, storeArticleImage } from '../server/article-images';
import { findArticleRow } from '../server/articles-repository';

const uploadLimits = { files: 1, fileBytes: IMAGE_MAX_BYTES, fields: 0, fieldBytes: 0 };

// One picture in the `image` field; its type is judged by its bytes, never its name.
export const uploadImageRoute = deskRoute<undefined, { id: string }>(
  { name: 'article-image' },
  async ({ request, database, locale, params }) => {
    if (!(await findArticleRow(database.db, params.id))) {
      throw screenError(404, locale, 'articles', 'notFound');
    }
    const reader = new MultipartReader(request, uploadLimits, locale);
    await reader.readFields();
    let bytes: Buffer | undefined;
    for await (const file of reader.files()) {
      if (file.field !== 'image') throw screenError(400, locale, 'articles', 'noImage');
      const chunks: Buffer[] = [];
      for await (const chunk of file.chunks) chunks.push(chunk);
      bytes = Buffer.concat(chunks);
    }
    if (!bytes?.length) throw screenError(400, locale, 'articles', 'noImage');
    const stored = await storeArticleImage(database.db, params.id, bytes);
    if (!stored.ok) {
      const key = stored.reason === 'unsupported' ? 'unsupportedImage' : 'unreadableImage';
      throw screenError(415, locale, 'articles', key);
    }
    return deskJson({ image: stored.image }, [], 201);
  },
);
