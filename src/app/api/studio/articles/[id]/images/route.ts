import { uploadImageRoute } from '@/features/blog/desk/image-routes';

export const POST = uploadImageRoute;
