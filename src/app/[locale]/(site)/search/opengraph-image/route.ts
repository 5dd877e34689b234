import { staticPageImageRoute } from '@/lib/seo/static-page-image';

export { generateStaticParams } from '@/lib/seo/static-page-image';
export const dynamic = 'force-static';
export const dynamicParams = false;

export const GET = staticPageImageRoute('search');
