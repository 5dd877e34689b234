import { deleteExpiredRecords } from '@/server/db/retention-queries';
import type { Database } from '@/server/db/types';

const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function startRetentionSweep(db: Database) {
  let running: Promise<void> | undefined;
  const sweep = () =>
    (running = deleteExpiredRecords(db, new Date()).then(
      (outcome) => {
        if (!outcome.ran) {
          console.log('Retention: another server is sweeping right now; this one skips its turn.');
        } else if (
          outcome.bookings ||
          outcome.leads ||
          outcome.emails ||
          outcome.unfinishedUploads ||
          outcome.analytics ||
          outcome.signIns ||
          outcome.previewLinks
        ) {
          console.log(
            `Retention: deleted ${outcome.bookings} bookings, ${outcome.leads} leads, ${outcome.emails} sent emails, ${outcome.unfinishedUploads} unfinished uploads, ${outcome.analytics} raw page views and goals, ${outcome.signIns} finished desk sign-ins and ${outcome.previewLinks} expired article previews.`,
          );
        }
      },
      (error: unknown) => console.error('Retention sweep failed; it runs again tomorrow.', error),
    ));
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
