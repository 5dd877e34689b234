import { exportRoute } from '@/features/studio/desk/export-route';

export const dynamic = 'force-dynamic';

export const GET = exportRoute;
