import type { ImageSize } from '@/content/blog';
import { imageFormats, imageSrcSet, largestJpeg } from '../images';

// Best format first: the browser takes the first it can show, at the width the layout asks for.
export function UploadedPicture({
  id,
  size,
  alt,
  sizes,
  width = size.width,
  height = size.height,
  loading = 'lazy',
  fetchPriority,
  className,
}: {
  id: string;
  size: ImageSize;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high';
  className?: string;
}) {
  return (
    <picture>
      {imageFormats
        .filter((format) => format !== 'jpeg')
        .map((format) => (
          <source
            key={format}
            type={`image/${format}`}
            srcSet={imageSrcSet(id, size, format)}
            sizes={sizes}
          />
        ))}
      <img
        src={largestJpeg(id, size)}
        srcSet={imageSrcSet(id, size, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
