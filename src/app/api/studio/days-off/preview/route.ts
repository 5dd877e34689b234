import { daysOffPreviewRoute } from '@/features/studio/desk/server/days-off-routes';

export const dynamic = 'force-dynamic';

export const GET = daysOffPreviewRoute;
