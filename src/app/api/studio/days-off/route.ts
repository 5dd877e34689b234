import { closeDaysRoute } from '@/features/booking/desk/days-off-routes';

export const POST = closeDaysRoute;
