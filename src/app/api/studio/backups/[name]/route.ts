import { backupDownloadRoute } from '@/features/studio/desk/backup-routes';

export const dynamic = 'force-dynamic';

export const GET = backupDownloadRoute;
