import type { ImageSize } from '@/content/blog';

// Uploaded pictures are kept at a few widths in three formats; the page lets the browser choose.
export const imageFormats = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

// 480 for phones and cards, 960 for figures (720 CSS px) on dense screens, 1600 for covers.
const WIDTHS: readonly number[] = [480, 960, 1600];

export function imageWidths(original: number): number[] {
  const narrower = WIDTHS.filter((width) => width < original);
  const own = Math.min(original, WIDTHS.at(-1)!);
  return narrower.includes(own) ? narrower : [...narrower, own];
}

export const imageUrl = (id: string, width: number, format: ImageFormat) =>
  `/api/blog/images/${id}/${width}.${format}`;

export function imageSrcSet(id: string, size: ImageSize, format: ImageFormat): string {
  return imageWidths(size.width)
    .map((width) => `${imageUrl(id, width, format)} ${width}w`)
    .join(', ');
}

export function largestJpeg(id: string, size: ImageSize): string {
  return imageUrl(id, imageWidths(size.width).at(-1)!, 'jpeg');
}
