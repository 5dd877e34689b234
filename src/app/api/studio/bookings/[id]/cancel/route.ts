import { cancelBookingRoute } from '@/features/booking/desk/booking-routes';

export const POST = cancelBookingRoute;
