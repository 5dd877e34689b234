import { saveArticleRoute } from '@/features/blog/desk/article-routes';

export const PATCH = saveArticleRoute;
