import { ICON_SPRITE_FILE, iconSprite } from '@/components/icons/sprite';
import { contentAddressedResponse } from '@/server/http/content-addressed-file';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: ICON_SPRITE_FILE }];
}

/** The icon sprite the pages' icons draw from (`/icons/<content hash>.svg`). */
export function GET() {
  return contentAddressedResponse(iconSprite, 'image/svg+xml');
}
