import { isDatabaseError } from '@/server/db/database-errors';
import { siteMetrics } from './registry';

export interface OutboxBacklog {
  kind: string;
  due: number;
  oldestDueAt: Date | null;
}

interface RuntimeSources {
  outboxBacklog(now: Date): Promise<OutboxBacklog[]>;
  newestBackupAt(): Promise<Date | undefined>;
}

// Sampled on a timer so a scrape never queries the database; the oldest age is reckoned then.
const OUTBOX_SAMPLE_MS = 5_000;

export function measureRuntime(sources: RuntimeSources): { sample(): Promise<void>; stop(): void } {
  const metrics = siteMetrics();
  const kinds = new Set<string>();
  let backlog: OutboxBacklog[] = [];
  const sample = async () => {
    try {
      backlog = await sources.outboxBacklog(new Date());
    } catch (error) {
      countFailure(error);
    }
  };
  metrics.samplers.outbox = async () => {
    for (const row of backlog) kinds.add(row.kind);
    // A kind seen once reads 0 when drained, rather than vanishing from the graphs.
    for (const kind of kinds) metrics.outboxDepth.set({ kind }, 0);
    for (const row of backlog) metrics.outboxDepth.set({ kind: row.kind }, row.due);
    const oldest = Math.min(...backlog.map((row) => row.oldestDueAt?.getTime() ?? Infinity));
    metrics.outboxOldest.set(Number.isFinite(oldest) ? (Date.now() - oldest) / 1000 : 0);
  };
  // With no backup at all, the last good one is infinitely old: every age alert fires.
  metrics.samplers.backups = async () => {
    const newest = await sources.newestBackupAt();
    metrics.backupAge.set(newest ? (Date.now() - newest.getTime()) / 1000 : Infinity);
  };
  void sample();
  const timer = setInterval(() => void sample(), OUTBOX_SAMPLE_MS);
  timer.unref();
  return { sample, stop: () => clearInterval(timer) };
}

/** An error nothing expected: counted when it came from the database. */
export function countFailure(error: unknown): void {
  if (isDatabaseError(error)) siteMetrics().databaseErrors.inc();
}
