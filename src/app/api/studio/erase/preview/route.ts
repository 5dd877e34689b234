import { erasePreviewRoute } from '@/features/studio/desk/server/erase-routes';

export const POST = erasePreviewRoute;
