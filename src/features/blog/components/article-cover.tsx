import { preload as preloadResource } from 'react-dom';
import { ArtImage } from '@/components/art/art-image';
import { cn } from '@/lib/utils';
import { coverSize, coverUrl } from '../art/artwork';

// Decorative unless given `alt`: the article's title always sits next to it.
export function ArticleCover({
  slug,
  width = coverSize.width,
  height = coverSize.height,
  preload = false,
  alt = '',
  className,
}: {
  slug: string;
  width?: number;
  height?: number;
  preload?: boolean;
  alt?: string;
  className?: string;
}) {
  const src = coverUrl(slug);
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
