import { backupDownloadRoute } from '@/features/studio/desk/server/backup-routes';

export const dynamic = 'force-dynamic';

export const GET = backupDownloadRoute;
