import { bookingOutcomeRoute } from '@/features/booking/desk/booking-routes';

export const POST = bookingOutcomeRoute;
