import { closeDatabase, getDatabase } from './connection';
import { setServerPhase } from './readiness';
import { startRetentionSweep } from './retention';
import { installShutdownHandlers, onShutdown, runShutdownTasks } from './shutdown';
import { exitAfterFailedStart } from './startup-failure';
import { installPeerAddressTagging } from '@/server/http/client-address';
import { refuseForbiddenMethods } from '@/server/http/forbidden-methods';
import { servePrecompressedPages } from '@/server/http/precompressed-pages';
import { drainRequests, installRequestTracking } from '@/server/http/request-drain';
import { deleteUncommittedFiles } from '@/server/files/store';
import { releaseClaimsOfDeadSenders } from '@/server/mail/outbox';
import { setOutboxSender, startOutboxSender } from '@/server/mail/outbox-sender';
import { transportFromEnv } from '@/server/mail/transport';
import { env } from '@/server/env';

/** A stopping server is gone within this long, whatever it was doing (process managers wait ~10 s). */
const SHUTDOWN_DEADLINE_MS = 9_000;
/** Of which the requests in flight get at most this long. */
const DRAIN_TIMEOUT_MS = 5_000;

/**
 * What the server does at start. Requests are tagged and counted, TRACE refused and prerendered
 * pages answered from memory (`precompressed-pages.ts`), at once; the rest (open and migrate the
 * database, start the mail outbox and the retention sweep) goes on in the background while
 * /api/health answers 503 "starting". If it fails, the process logs why in one line and exits with
 * status 1 for its process manager to restart it, rather than stay up answering errors.
 */
export function startServerRuntime(): void {
  installPeerAddressTagging();
  installRequestTracking();
  refuseForbiddenMethods();
  servePrecompressedPages();
  installServerShutdown();
  startServices().then(() => setServerPhase('ready'), exitAfterFailedStart);
}

async function startServices(): Promise<void> {
  const database = await getDatabase();
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
  onShutdown('database', closeDatabase);
  onShutdown('mail outbox', () => outbox.stop());
  onShutdown('retention sweep', () => retentionSweep.stop());

  const where = database.kind === 'pglite' ? `embedded, in ${env.DATA_DIR}/db` : 'PostgreSQL';
  console.log(`Database: ${where}. Emails: ${transport.description}.`);
  if (database.kind === 'postgres' && !env.SMTP_URL) {
    console.warn(
      `\nWarning: DATABASE_URL is set but SMTP_URL is not, so emails are written as files to ` +
        `${transport.description} on this machine only. With more than one server, each one ` +
        `writes there the emails it happens to send: set SMTP_URL before running a second server.\n`,
    );
  }
}

/**
 * On SIGTERM or SIGINT: /api/health turns to 503, the server stops taking connections, lets its
 * requests finish, then stops the retention sweep and the outbox (which finishes the email it is
 * sending and gives back its other claims) and closes the database; exit 0, or 1 if the deadline
 * cut something short. Next.js's own handlers are replaced: they exit as soon as the HTTP server
 * has closed, which would cut the outbox off mid-email. `next dev` keeps them.
 */
function installServerShutdown(): void {
  if (process.env.NODE_ENV !== 'production') {
    installShutdownHandlers({ exit: false });
    return;
  }
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const deadline = Date.now() + SHUTDOWN_DEADLINE_MS;
    // Whatever hangs or fails below, the process is gone by the deadline.
    setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS + 500).unref();
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    setServerPhase('stopping');
    const unfinished = await drainRequests(DRAIN_TIMEOUT_MS);
    if (unfinished > 0) console.warn(`Shutdown: ${unfinished} requests were still running.`);
    const complete = (await runShutdownTasks(deadline)) && unfinished === 0;
    process.exit(complete ? 0 : 1);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, (received) => void stop(received));
  }
}
