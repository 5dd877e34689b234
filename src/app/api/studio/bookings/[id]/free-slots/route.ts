import { freeSlotsRoute } from '@/features/booking/desk/booking-routes';

export const dynamic = 'force-dynamic';

export const GET = freeSlotsRoute;
