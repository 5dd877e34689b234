import { eq, inArray } from 'drizzle-orm';
import { blogImages, type ImageVariant } from '@/server/db/schema';
import type { Queryable } from '@/server/db/types';

export interface StoredImage {
  id: string;
  width: number;
  height: number;
}

export async function insertImageRow(
  tx: Queryable,
  values: { articleId: string; width: number; height: number; variants: ImageVariant[] },
): Promise<StoredImage> {
  const [row] = await tx
    .insert(blogImages)
    .values(values)
    .returning({ id: blogImages.id, width: blogImages.width, height: blogImages.height });
  return row!;
}

export async function imageSizes(db: Queryable, ids: readonly string[]): Promise<StoredImage[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: blogImages.id, width: blogImages.width, height: blogImages.height })
    .from(blogImages)
    .where(inArray(blogImages.id, [...ids]));
}

export async function articleImageRows(db: Queryable, articleId: string): Promise<StoredImage[]> {
  return db
    .select({ id: blogImages.id, width: blogImages.width, height: blogImages.height })
    .from(blogImages)
    .where(eq(blogImages.articleId, articleId))
    .orderBy(blogImages.createdAt);
}

export async function imageVariantFile(
  db: Queryable,
  id: string,
  width: number,
  format: string,
): Promise<ImageVariant | undefined> {
  const [row] = await db
    .select({ variants: blogImages.variants })
    .from(blogImages)
    .where(eq(blogImages.id, id));
  return row?.variants.find((variant) => variant.width === width && variant.format === format);
}
