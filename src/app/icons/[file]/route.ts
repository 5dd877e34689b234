import { ICON_SPRITE_FILE, iconSprite } from '@/components/icons/sprite';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: ICON_SPRITE_FILE }];
}

/** The icon sprite the pages' icons draw from (`/icons/<content hash>.svg`). */
export function GET() {
  return new Response(iconSprite, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
