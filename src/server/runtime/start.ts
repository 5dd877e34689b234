import { closeDatabase, getDatabase } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { exitAfterFailedStart } from './failed-start';
import { collectWhenIdle } from './idle-collection';
import { setServerPhase } from './readiness';
import { startRetentionSweep } from './retention';
import { onShutdown, runShutdownTasks } from './shutdown';
import { backupDirectory, newestBackup, startServerBackups } from '@/server/backup/server-backups';
import {
  frontDoor,
  handOverFrontDoor,
  requestPipeline,
  type FeatureHooks,
} from '@/server/http/pipeline';
import { drainRequests, requestsReceived } from '@/server/http/request-drain';
import { deleteUncommittedFiles } from '@/server/files/file-store-repository';
import { restrictTree } from '@/server/files/private-folders';
import { outboxBacklog, releaseClaimsOfDeadSenders } from '@/server/mail/outbox-repository';
import type { OutboxHooks } from '@/server/mail/outcomes';
import { setOutboxSender, startOutboxSender } from '@/server/mail/outbox-sender';
import { transportFromEnv } from '@/server/mail/transport';
import { env } from '@/server/env';
import { routeConsoleToLog } from '@/server/logging/logger';
import { measureRuntime } from '@/server/metrics/runtime-gauges';

// Process managers kill a stopping server after ~10 s.
const SHUTDOWN_DEADLINE_MS = 9_000;
const DRAIN_TIMEOUT_MS = 5_000;

// A feature's background work: started once the database is open, stopped before it closes.
export interface RuntimeService {
  name: string;
  start(db: Database): { stop(): Promise<void> };
  outboxHooks?: OutboxHooks;
}

// The database and mail start in the background while /api/health answers 503 "starting".
export function startServerRuntime(
  services: readonly RuntimeService[],
  featureHooks: FeatureHooks,
): void {
  if (process.env.NODE_ENV === 'production') routeConsoleToLog();
  handOverFrontDoor(frontDoor(requestPipeline(featureHooks)));
  installServerShutdown();
  startServices(services).then(() => {
    setServerPhase('ready');
    collectWhenIdle(requestsReceived);
  }, exitAfterFailedStart);
}

async function startServices(services: readonly RuntimeService[]): Promise<void> {
  const database = await getDatabase();
  if (database.kind === 'pglite') {
    // Only one process opens the embedded database: claims and partial uploads are a dead one's.
    await releaseClaimsOfDeadSenders(database.db);
    await deleteUncommittedFiles(database.db, new Date());
  }
  // Files an older version wrote, or a looser umask, become the owner's alone.
  Promise.all([restrictTree(env.DATA_DIR), restrictTree(backupDirectory())]).catch(
    (error: unknown) => console.warn('Could not make the data folders private:', error),
  );
  const transport = transportFromEnv(env);
  const outbox = startOutboxSender({
    db: database.db,
    transport,
    ratePerMinute: env.MAIL_RATE,
    hooks: Object.assign({}, ...services.map((service) => service.outboxHooks)),
  });
  setOutboxSender(outbox);
  const measures = measureRuntime({
    outboxBacklog: (now) => outboxBacklog(database.db, now),
    newestBackupAt: async () => (await newestBackup())?.createdAt,
  });
  onShutdown('metrics', async () => measures.stop());
  const retentionSweep = startRetentionSweep(database.db);
  const backups = startServerBackups(database);
  onShutdown('database', closeDatabase);
  onShutdown('mail outbox', () => outbox.stop());
  onShutdown('retention sweep', () => retentionSweep.stop());
  onShutdown('backups', () => backups.stop());
  for (const service of services) {
    const running = service.start(database.db);
    onShutdown(service.name, () => running.stop());
  }

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

// Next.js installs no signal handlers under a custom server: these let the outbox finish its email.
function installServerShutdown(): void {
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
    process.on(signal, (received) => void stop(received));
  }
}
