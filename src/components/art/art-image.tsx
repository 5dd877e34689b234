import type { ComponentProps } from 'react';

type ArtImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'alt'> & {
  src: string;
  width: number;
  height: number;
  /** What the artwork shows or where it leads; empty for pure decoration. */
  alt: string;
};

// SVGs gain nothing from the image optimizer, and a plain `<img>` ships no client code.
export function ArtImage({ alt, loading = 'lazy', decoding = 'async', ...props }: ArtImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: sized SVG artwork
  return <img alt={alt} loading={loading} decoding={decoding} {...props} />;
}
