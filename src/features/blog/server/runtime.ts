import 'server-only';
import { getDatabase } from '@/server/db/connection';
import { listen, type Listening } from '@/server/db/notifications';
import type { RuntimeService } from '@/server/runtime/start';
import { loadPublishedArticles } from './published-articles';
import { ARTICLES_CHANNEL } from './published-repository';

// A missed notification (a listening connection lost and found again) costs at most this long.
const SAFETY_RELOAD_MS = 5 * 60_000;
const RETRY_MS = 5_000;
// Timers past ~24.8 days overflow; a later schedule is simply looked at again.
const LONGEST_WAIT_MS = 60 * 60_000;

// Reloads on every NOTIFY, at each scheduled moment and every few minutes, one load at a time.
export function blogService(): RuntimeService {
  return {
    name: 'blog articles',
    start(db) {
      let stopped = false;
      let running: Promise<void> | undefined;
      let again = false;
      let scheduled: NodeJS.Timeout | undefined;
      let listening: Listening | undefined;

      const schedule = (delay: number) => {
        clearTimeout(scheduled);
        scheduled = setTimeout(reload, Math.min(Math.max(delay, 0), LONGEST_WAIT_MS));
      };

      const load = async () => {
        try {
          const now = new Date();
          const { nextChange } = await loadPublishedArticles(db, now);
          schedule(nextChange ? nextChange.getTime() - now.getTime() : SAFETY_RELOAD_MS);
        } catch (error) {
          console.error('Blog: the articles could not be loaded; trying again shortly.', error);
          schedule(RETRY_MS);
        }
      };

      function reload() {
        if (stopped) return;
        if (running) {
          again = true;
          return;
        }
        running = load().finally(() => {
          running = undefined;
          if (again) {
            again = false;
            reload();
          }
        });
      }

      // Listening first, so a change committed during the first load is heard.
      void getDatabase()
        .then((handle) => listen(handle, ARTICLES_CHANNEL, reload))
        .then(
          (listener) => {
            listening = listener;
            if (stopped) void listener.stop();
          },
          (error: unknown) =>
            console.error('Blog: not listening for article changes; reloading on a timer.', error),
        )
        .finally(reload);

      return {
        async stop() {
          stopped = true;
          clearTimeout(scheduled);
          await running;
          await listening?.stop();
        },
      };
    },
  };
}
