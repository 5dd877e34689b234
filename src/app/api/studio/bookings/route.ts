import { newBookingRoute } from '@/features/booking/desk/new-booking-routes';

export const dynamic = 'force-dynamic';

export const POST = newBookingRoute;
