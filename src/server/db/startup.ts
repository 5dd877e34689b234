import { closeDatabase, getDatabase } from './connection';
import { DatabaseLockedError } from './client';
import { startRetentionSweep } from './retention';
import { installShutdownHandlers, onShutdown } from './shutdown';
import { installPeerAddressTagging } from '@/server/http/client-address';
import { deleteUncommittedFiles } from '@/server/files/store';
import { releaseClaimsOfDeadSenders } from '@/server/mail/outbox';
import { setOutboxSender, startOutboxSender } from '@/server/mail/outbox-sender';
import { transportFromEnv } from '@/server/mail/transport';
import { env } from '@/server/env';

/**
 * What the server does once at start, before serving: tag requests with their peer address,
 * open and migrate the database (a second process on the embedded one stops here with a clear
 * message), start the mail outbox and the retention sweep, and arrange an orderly shutdown.
 */
export async function startServerRuntime(): Promise<void> {
  installPeerAddressTagging();

  let database;
  try {
    database = await getDatabase();
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  if (database.kind === 'pglite') {
    // This process owns the embedded database alone: claims and half-written uploads found now
    // belong to a process that died, and no request will ever finish them.
    await releaseClaimsOfDeadSenders(database.db);
    await deleteUncommittedFiles(database.db, new Date());
  }
  const transport = transportFromEnv(env);
  const outbox = startOutboxSender({ db: database.db, transport });
  setOutboxSender(outbox);
  const retentionSweep = startRetentionSweep(database.db);
  const where = database.kind === 'pglite' ? `embedded, in ${env.DATA_DIR}/db` : 'PostgreSQL';
  console.log(`Database: ${where}. Emails: ${transport.description}.`);

  onShutdown('database', closeDatabase);
  onShutdown('mail outbox', () => outbox.stop());
  onShutdown('retention sweep', () => retentionSweep.stop());
  installShutdownHandlers({ exit: false });
}
