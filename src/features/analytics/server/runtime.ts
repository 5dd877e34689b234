import 'server-only';
import { analyticsRecorder } from './recorder';
import { rollUpDueDays } from './rollups-repository';
import type { Database } from '@/server/db/types';
import type { RuntimeService } from '@/server/runtime/start';

const FLUSH_INTERVAL_MS = 1_000;
// Also how stale today's figures in the desk may be.
const ROLLUP_INTERVAL_MS = 5 * 60_000;
const SALT_CHECK_INTERVAL_MS = 60_000;

function logOnce() {
  let failing = false;
  return {
    failed(what: string, error: unknown) {
      if (!failing) console.error(`Analytics: ${what} failed; retrying.`, error);
      failing = true;
    },
    succeeded() {
      failing = false;
    },
  };
}

function startRecording(db: Database) {
  const recorder = analyticsRecorder();
  const writes = logOnce();
  const flush = () =>
    recorder
      .flush(db)
      .then(writes.succeeded, (error: unknown) =>
        writes.failed(`writing ${recorder.pending} views and goals`, error),
      );
  recorder.onFullBatch = () => void flush();
  const rollups = logOnce();
  let rollingUp: Promise<void> = Promise.resolve();
  const rollUp = () =>
    (rollingUp = rollUpDueDays(db, new Date()).then(rollups.succeeded, (error: unknown) =>
      rollups.failed('drawing up the daily totals', error),
    ));
  // The salt of a day is deleted as the next one starts, even on a server nobody visits then.
  const rotate = () => void recorder.salt.of(db, new Date()).catch(() => undefined);

  const timers = [
    setInterval(() => recorder.pending > 0 && void flush(), FLUSH_INTERVAL_MS),
    setInterval(() => void rollUp(), ROLLUP_INTERVAL_MS),
    setInterval(rotate, SALT_CHECK_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref();
  rotate();
  void rollUp();
  return {
    async stop() {
      for (const timer of timers) clearInterval(timer);
      recorder.onFullBatch = undefined;
      await rollingUp;
      await flush();
    },
  };
}

// The beacon's endpoint answers from the start; views before the database opens wait in memory.
export function analyticsService(): RuntimeService {
  return { name: 'analytics', start: startRecording };
}
