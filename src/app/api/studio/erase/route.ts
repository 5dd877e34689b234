import { eraseRoute } from '@/features/studio/desk/server/erase-routes';

export const POST = eraseRoute;
