import { unpublishArticleRoute } from '@/features/blog/desk/article-routes';

export const POST = unpublishArticleRoute;
