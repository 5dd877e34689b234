import 'server-only';
import { ImageResponse } from 'next/og';
import { createElement } from 'react';
import { articleSlugs } from '@/content/blog';
import { coverScene, coverSize } from '@/features/blog/art/artwork';
import { sceneToSvg } from '@/features/blog/art/svg';

const rendered = new Map<string, Promise<Uint8Array>>();

// Drawn from the article's own SVG on first request and kept: a few hundred kilobytes in all.
export function issueCoverPng(slug: string): Promise<Uint8Array> | undefined {
  if (!articleSlugs.includes(slug)) return undefined;
  let png = rendered.get(slug);
  if (!png) {
    const svg = Buffer.from(sceneToSvg(coverScene(slug))).toString('base64');
    const picture = createElement('img', {
      src: `data:image/svg+xml;base64,${svg}`,
      width: coverSize.width,
      height: coverSize.height,
      alt: '',
    });
    png = new ImageResponse(picture, coverSize)
      .arrayBuffer()
      .then((buffer) => new Uint8Array(buffer));
    rendered.set(slug, png);
    png.catch(() => rendered.delete(slug));
  }
  return png;
}
