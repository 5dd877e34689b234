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

// Read at each scrape; the two outbox gauges share one query.
export function measureRuntime(sources: RuntimeSources): void {
  const metrics = siteMetrics();
  const kinds = new Set<string>();
  let pending: Promise<void> | undefined;
  const sampleOutbox = () =>
    (pending ??= (async () => {
      const now = new Date();
      try {
        const backlog = await sources.outboxBacklog(now);
        for (const row of backlog) kinds.add(row.kind);
        // A kind seen once reads 0 when drained, rather than vanishing from the graphs.
        for (const kind of kinds) metrics.outboxDepth.set({ kind }, 0);
        for (const row of backlog) metrics.outboxDepth.set({ kind: row.kind }, row.due);
        const oldest = Math.min(...backlog.map((row) => row.oldestDueAt?.getTime() ?? Infinity));
        metrics.outboxOldest.set(Number.isFinite(oldest) ? (now.getTime() - oldest) / 1000 : 0);
      } catch (error) {
        countFailure(error);
      } finally {
        pending = undefined;
      }
    })());
  metrics.samplers.outbox = sampleOutbox;
  // With no backup at all, the last good one is infinitely old: every age alert fires.
  metrics.samplers.backups = async () => {
    const newest = await sources.newestBackupAt();
    metrics.backupAge.set(newest ? (Date.now() - newest.getTime()) / 1000 : Infinity);
  };
}

/** An error nothing expected: counted when it came from the database. */
export function countFailure(error: unknown): void {
  if (isDatabaseError(error)) siteMetrics().databaseErrors.inc();
}
