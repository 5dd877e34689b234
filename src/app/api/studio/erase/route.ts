import { eraseRoute } from '@/features/studio/desk/erase-routes';

export const POST = eraseRoute;
