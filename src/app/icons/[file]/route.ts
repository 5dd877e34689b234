import { ICON_SPRITE_FILE, iconSprite } from '@/components/icons/sprite';
import { contentAddressedResponse } from '@/server/http/content-addressed-file';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: ICON_SPRITE_FILE }];
}

export function GET() {
  return contentAddressedResponse(iconSprite, 'image/svg+xml');
}
