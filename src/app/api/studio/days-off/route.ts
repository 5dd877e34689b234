import { closeDaysRoute } from '@/features/studio/desk/server/days-off-routes';

export const POST = closeDaysRoute;
