import { moveBookingRoute } from '@/features/studio/desk/server/booking-routes';

export const POST = moveBookingRoute;
