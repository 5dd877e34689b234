import { cancelBookingRoute } from '@/features/studio/desk/server/booking-routes';

export const POST = cancelBookingRoute;
