import { previewLinkRoute } from '@/features/blog/desk/article-routes';

export const POST = previewLinkRoute;
