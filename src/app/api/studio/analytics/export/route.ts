import { analyticsExportRoute } from '@/features/analytics/desk/export-route';

export const dynamic = 'force-dynamic';

export const GET = analyticsExportRoute;
