import { freeSlotsRoute } from '@/features/studio/desk/server/booking-routes';

export const dynamic = 'force-dynamic';

export const GET = freeSlotsRoute;
