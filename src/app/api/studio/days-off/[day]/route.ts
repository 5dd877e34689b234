import { reopenDayRoute } from '@/features/booking/desk/days-off-routes';

export const DELETE = reopenDayRoute;
