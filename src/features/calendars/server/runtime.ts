import 'server-only';
import type { Database } from '@/server/db/types';
import { exitAfterFailedStart } from '@/server/runtime/failed-start';
import type { RuntimeService } from '@/server/runtime/start';
import { refreshDueCalendars } from './calendar-refresh';
import { calendarSettings } from './calendar-settings';
import { newWriterId, writeDueEvents } from './calendar-writer';
import { releaseWriteClaims } from './calendar-writes-repository';
import { publishCalendarReads } from './calendar-metrics';
import { countCalendars, listCalendars } from './calendars-repository';

const WRITE_INTERVAL_MS = 5_000;

// Every server looks each tick; whichever claims a due calendar first reads it.
export function calendarService(): RuntimeService {
  return {
    name: 'connected calendars',
    start(db: Database) {
      const settings = calendarSettings();
      const writerId = newWriterId();
      const tickMs = Math.max(1_000, Math.min(30_000, settings.refreshMs / 10));
      let stopped = false;
      let running = Promise.resolve();
      const run = (work: () => Promise<unknown>, what: string) => {
        running = running
          .then(() => (stopped ? undefined : work()))
          .then(
            () => undefined,
            (error: unknown) => console.error(`Connected calendars: ${what} failed.`, error),
          );
      };
      const refresh = () =>
        run(async () => {
          await refreshDueCalendars(db, settings, { slackMs: tickMs });
          publishCalendarReads(await listCalendars(db));
        }, 'the refresh');
      const write = () => run(() => writeDueEvents(db, settings, writerId), 'writing bookings');

      void countCalendars(db).then((count) => {
        if (count > 0 && !settings.secret) {
          exitAfterFailedStart(
            new Error(
              `${count} calendars are connected, and STUDIO_SECRET is not set: it is the key their addresses and passwords were stored with`,
            ),
          );
        }
        refresh();
        write();
      }, exitAfterFailedStart);
      const refreshTimer = setInterval(refresh, tickMs);
      const writeTimer = setInterval(write, WRITE_INTERVAL_MS);
      refreshTimer.unref();
      writeTimer.unref();
      return {
        async stop() {
          stopped = true;
          clearInterval(refreshTimer);
          clearInterval(writeTimer);
          await running;
          await releaseWriteClaims(db, writerId);
        },
      };
    },
  };
}
