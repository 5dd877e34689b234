import { newBookingSlotsRoute } from '@/features/booking/desk/new-booking-routes';

export const dynamic = 'force-dynamic';

export const GET = newBookingSlotsRoute;
