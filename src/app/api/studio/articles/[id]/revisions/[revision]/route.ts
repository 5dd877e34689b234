import { restoreRevisionRoute } from '@/features/blog/desk/article-routes';

export const POST = restoreRevisionRoute;
