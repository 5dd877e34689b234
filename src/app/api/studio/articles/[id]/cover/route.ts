import { coverPreviewRoute } from '@/features/blog/desk/article-routes';

export const GET = coverPreviewRoute;
