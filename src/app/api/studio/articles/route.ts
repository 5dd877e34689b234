import { createArticleRoute } from '@/features/blog/desk/article-routes';

export const POST = createArticleRoute;
