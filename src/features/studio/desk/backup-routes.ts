import 'server-only';
import { recordActivity } from '@/server/desk/activity-repository';
import { deskRoute } from '@/server/desk/desk-route';
import { openBackup } from '@/server/backup/server-backups';
import { attachmentHeaders } from '@/server/files/attachment';
import { screenError } from '@/server/desk/messages';

// A backup holds every person's data, so taking one away is logged like a change.
export const backupDownloadRoute = deskRoute<undefined, { name: string }>(
  { name: 'backup-download' },
  async ({ database, session, params, locale }) => {
    const opened = await openBackup(params.name);
    if (!opened) throw screenError(404, locale, 'settings', 'backupNotFound');
    const { file, stream } = opened;
    await recordActivity(database.db, session, 'backup.download', {
      details: { at: file.createdAt.toISOString() },
    });
    return new Response(stream, {
      headers: attachmentHeaders({
        filename: file.name,
        contentType: 'application/gzip',
        size: file.size,
      }),
    });
  },
);
