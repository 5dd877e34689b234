import { bookingOutcomeRoute } from '@/features/studio/desk/server/booking-routes';

export const POST = bookingOutcomeRoute;
