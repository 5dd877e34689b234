import { erasePreviewRoute } from '@/features/studio/desk/erase-routes';

export const POST = erasePreviewRoute;
