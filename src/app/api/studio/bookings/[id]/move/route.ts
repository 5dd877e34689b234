import { moveBookingRoute } from '@/features/booking/desk/booking-routes';

export const POST = moveBookingRoute;
