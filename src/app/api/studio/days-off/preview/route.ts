import { daysOffPreviewRoute } from '@/features/booking/desk/days-off-routes';

export const dynamic = 'force-dynamic';

export const GET = daysOffPreviewRoute;
