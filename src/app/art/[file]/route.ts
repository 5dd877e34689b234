import { STAR_FIELD_FILE, starFieldStylesheet } from '@/components/art/star-field-stylesheet';
import { contentAddressedResponse } from '@/server/http/content-addressed-file';

export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: STAR_FIELD_FILE }];
}

export function GET() {
  return contentAddressedResponse(starFieldStylesheet, 'text/css');
}
