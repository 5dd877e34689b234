import { reopenDayRoute } from '@/features/studio/desk/server/days-off-routes';

export const DELETE = reopenDayRoute;
