import { staticPageImageRoute } from '@/lib/seo/static-page-image';

export { generateStaticParams } from '../page';
export const dynamic = 'force-static';
export const dynamicParams = false;

export const GET = staticPageImageRoute('card');
