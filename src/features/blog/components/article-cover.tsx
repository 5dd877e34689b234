import { preload as preloadResource } from 'react-dom';
import { ArtImage } from '@/components/art/art-image';
import { UPLOAD_PREFIX } from '@/content/blog/schema';
import type { BlogArticle } from '@/content/blog';
import { cn } from '@/lib/utils';
import { coverSize, coverUrl } from '../art/artwork';
import { imageSrcSet, largestJpeg } from '../images';
import { UploadedPicture } from './uploaded-picture';

// Decorative unless given `alt`: the article's title always sits next to it.
export function ArticleCover({
  article,
  width = coverSize.width,
  height = coverSize.height,
  preload = false,
  alt = '',
  previewToken,
  sizes = '100vw',
  className,
}: {
  article: Pick<BlogArticle, 'slug' | 'cover' | 'images' | 'locale'>;
  width?: number;
  height?: number;
  preload?: boolean;
  alt?: string;
  previewToken?: string;
  sizes?: string;
  className?: string;
}) {
  const { cover } = article;
  const id = cover?.kind === 'upload' ? cover.image.slice(UPLOAD_PREFIX.length) : undefined;
  const size = id ? article.images[id] : undefined;
  if (cover?.kind === 'upload' && id && size) {
    if (preload) {
      preloadResource(largestJpeg(id, size), {
        as: 'image',
        fetchPriority: 'high',
        imageSrcSet: imageSrcSet(id, size, 'avif'),
        imageSizes: sizes,
        type: 'image/avif',
      });
    }
    return (
      <UploadedPicture
        id={id}
        size={size}
        alt={cover.alt[article.locale]}
        sizes={sizes}
        width={width}
        height={height}
        loading={preload ? 'eager' : 'lazy'}
        fetchPriority={preload ? 'high' : undefined}
        className={cn('object-cover', className)}
      />
    );
  }
  const src = coverUrl(article.slug, previewToken);
  if (preload) preloadResource(src, { as: 'image', fetchPriority: 'high' });
  return (
    <ArtImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={preload ? 'eager' : 'lazy'}
      fetchPriority={preload ? 'high' : undefined}
      className={cn('object-cover', className)}
    />
  );
}
