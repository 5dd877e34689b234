import { staticPageImage } from '@/lib/seo/static-page-image';

export { generateStaticParams } from '@/lib/seo/static-page-image';
export {
  shareImageAlt as alt,
  shareImageContentType as contentType,
  shareImageSize as size,
} from '@/lib/seo/share-image';

export default staticPageImage('team');
