import { publishArticleRoute } from '@/features/blog/desk/article-routes';

export const POST = publishArticleRoute;
