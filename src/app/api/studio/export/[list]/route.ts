import { exportRoute } from '@/features/studio/desk/server/export-route';

export const dynamic = 'force-dynamic';

export const GET = exportRoute;
