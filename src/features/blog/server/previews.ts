import 'server-only';
import { uploadedImages, type ImageSize } from '@/content/blog';
import { articleDraftSchema, type Article } from '@/content/blog/schema';
import type { Queryable } from '@/server/db/types';
import { tokenHash } from '@/server/secret-tokens';
import { previewedArticle } from './articles-repository';
import { imageSizes } from './images-repository';

const TOKEN = /^[\w-]{43}$/;

export interface ArticlePreview {
  article: Article;
  images: Record<string, ImageSize>;
  expiresAt: Date;
}

export async function articlePreview(
  db: Queryable,
  token: string,
  now: Date,
): Promise<ArticlePreview | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const found = await previewedArticle(db, tokenHash(token), now);
  if (!found) return undefined;
  const parsed = articleDraftSchema.safeParse({ ...found.draft, id: found.id });
  if (!parsed.success) return undefined;
  const sizes = await imageSizes(db, uploadedImages(parsed.data));
  return {
    article: parsed.data,
    images: Object.fromEntries(sizes.map(({ id, width, height }) => [id, { width, height }])),
    expiresAt: found.expiresAt,
  };
}
